import type { ApiRoutes } from '../../lib/type-provider';
import { HttpError } from '../../lib/errors';
import { betsTotal } from '../../lib/metrics';
import { assertCanWager, optionalUser, requireUser, userId } from '../auth/guard';
import type { JSONSchema } from 'json-schema-to-ts';
import { arrayOf, bearerAuth, errorResponses, obj } from '../../lib/schemas';
import { betHistory } from './history';
import {
  betHistoryPageSchema,
  betHistoryQuerySchema,
  betSlipSchema,
  cashOutAcceptSchema,
  cashOutQuoteSchema,
  cashOutResultSchema,
  placementSchema,
  ticketParamsSchema,
  verificationSchema,
} from './schemas';
import { placeBets } from './place-slip';
import { verify } from './verify-slip';
import { acceptCashOut, cashOutQuotes } from './cash-out';

const tags = ['betting'];
const data = <S extends JSONSchema>(schema: S) => obj({ data: schema });

/** The betting operations, one function each with its route schema. */
export const bettingRoutes: ApiRoutes = async (app) => {
  verifyBet(app);
  requestBet(app);
  myBets(app);
  cashOutOffers(app);
  cashOut(app);
};

type App = Parameters<ApiRoutes>[0];

function verifyBet(app: App) {
  app.post(
    '/betting/verify-bet',
    {
      preHandler: optionalUser,
      schema: {
        tags,
        summary:
          'Checks a bet slip: events open, products offered, prices, stakes, bonus bets and boosts (SPEC section 8 leg codes)',
        body: betSlipSchema,
        response: { 200: data(verificationSchema) },
      },
    },
    async (req) => ({ data: (await verify(app.deps.db, req.body, req.user?.id, app.deps.clock.now())).verification }),
  );
}

function requestBet(app: App) {
  app.post(
    '/betting/request-bet',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Places a bet slip once per coupon_tracking_code; stakes move through the ledger in one transaction',
        security: [{ bearer: [] }],
        body: { ...betSlipSchema, required: ['legs', 'coupon_tracking_code'] },
        response: { 200: data(placementSchema) },
      },
    },
    async (req) => {
      const id = userId(req);
      const now = app.deps.clock.now();
      try {
        await assertCanWager(app.deps.db, id, now);
        const placement = await app.deps.db.tx((q) => placeBets(q, req.body, id, now));
        betsTotal.inc({ result: 'accepted', code: '' }, placement.bets.length);
        return { data: placement };
      } catch (err) {
        betsTotal.inc({ result: 'refused', code: refusalCode(err) });
        throw err;
      }
    },
  );
}

function myBets(app: App) {
  app.get(
    '/betting/bets',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'My Bets: a page of the punter’s own pending or settled bets with their legs, newest first',
        security: bearerAuth,
        querystring: betHistoryQuerySchema,
        response: { 200: data(betHistoryPageSchema), ...errorResponses(400, 401) },
      },
    },
    async (req) => betHistory(app.deps.db, userId(req), req.query),
  );
}

function cashOutOffers(app: App) {
  app.get(
    '/betting/cash-out',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          'Cash out offers on the punter’s pending fixed-price bets, priced now (suspended near a jump or while a market is)',
        security: bearerAuth,
        response: { 200: data(arrayOf(cashOutQuoteSchema)), ...errorResponses(401) },
      },
    },
    async (req) => ({
      data: await cashOutQuotes(app.deps.db, userId(req), app.deps.clock.now(), app.deps.cashOut),
    }),
  );
}

function cashOut(app: App) {
  app.post(
    '/betting/bets/:ticket_number/cash-out',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          'Cashes out a pending bet at the offer the punter accepted; a moved offer is 409 cash-out-offer-changed with the new one',
        security: bearerAuth,
        params: ticketParamsSchema,
        body: cashOutAcceptSchema,
        response: { 200: data(cashOutResultSchema), ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (req) => {
      // No wagering check: cashing out closes a bet and pays the punter, as settlement would.
      const result = await app.deps.db.tx((q) =>
        acceptCashOut(q, {
          userId: userId(req),
          ticketNumber: req.params.ticket_number,
          offerCents: req.body.offer_cents,
          now: app.deps.clock.now(),
          settings: app.deps.cashOut,
        }),
      );
      return { data: result };
    },
  );
}

/** The slip's error code (SPEC section 8), the error's own code, or the HTTP status (500 for a fault). */
function refusalCode(err: unknown): string {
  if (!(err instanceof HttpError)) return '500';
  return String(err.extra.err_code ?? err.extra.code ?? err.statusCode);
}
