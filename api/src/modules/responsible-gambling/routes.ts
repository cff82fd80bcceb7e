import type { ApiRoutes } from '../../lib/type-provider';
import { dollarsToCents } from '@wagering/contract/format';
import { depositLimitSchema, selfExclusionSchema } from '@wagering/contract/forms';
import { bearerAuth } from '../../lib/schemas';
import { formRoute } from '../../lib/validate';
import { requireUser, userId } from '../auth/guard';
import { assertReenteredPassword } from '../auth/service';
import { selfExcludedMessage } from './person-exclusion';
import {
  depositLimitsResponse,
  rgErrors,
  selfExclusionResponse,
  selfExclusionSetResponse,
  setDepositLimitResponse,
  spendingQuery,
  spendingResponse,
  statementQuery,
  statementResponse,
} from './schemas';
import { activityStatement, depositLimitStatus, selfExclude, setDepositLimit, spendingSummary } from './service';

export const responsibleGamblingRoutes: ApiRoutes = async (app) => {
  const { db, clock } = app.deps;
  app.addHook('preHandler', requireUser);
  const common = { tags: ['responsible-gambling'], security: bearerAuth };

  app.get(
    '/responsible-gambling/deposit-limits',
    {
      schema: {
        ...common,
        summary: 'Deposit limit in force, any waiting change, and what is left this period',
        response: { 200: depositLimitsResponse, ...rgErrors },
      },
    },
    async (request) => depositLimitStatus(db, userId(request), clock.now()),
  );

  app.post(
    '/responsible-gambling/set-deposit-limit',
    formRoute(app, depositLimitSchema, {
      schema: {
        ...common,
        summary: 'Set a deposit limit: lower applies at once, higher after 7 days',
        response: { 200: setDepositLimitResponse, ...rgErrors },
      },
    }),
    async (request) =>
      db.tx((q) =>
        setDepositLimit(
          q,
          userId(request),
          { amount_cents: dollarsToCents(request.body.deposit_limit), period_days: request.body.deposit_period },
          clock.now(),
        ),
      ),
  );

  app.get(
    '/responsible-gambling/user-self-exclusion',
    {
      schema: {
        ...common,
        summary: 'Whether the punter is self-excluded and until when',
        response: { 200: selfExclusionResponse, ...rgErrors },
      },
    },
    async (request) => {
      const { rows } = await db.query<{ self_excluded_until: Date | null }>(
        'SELECT self_excluded_until FROM users WHERE id = $1',
        [userId(request)],
      );
      const until = rows[0]?.self_excluded_until ? new Date(rows[0].self_excluded_until).getTime() : 0;
      return until > clock.now()
        ? { self_excluded: true, self_excluded_until: new Date(until).toISOString() }
        : { self_excluded: false, self_excluded_until: null };
    },
  );

  app.post(
    '/responsible-gambling/user-self-exclusion',
    formRoute(app, selfExclusionSchema, {
      schema: {
        ...common,
        summary:
          'Self-exclude until the end of a date (password re-entered); login, deposits and bets are refused until then',
        response: { 200: selfExclusionSetResponse, ...rgErrors },
      },
    }),
    async (request) => {
      const id = userId(request);
      await assertReenteredPassword(request, request.body.current_password, 'current_password');
      const until = await db.tx((q) => selfExclude(q, id, request.body.self_exclusion_date, clock.now()));
      return { self_excluded_until: new Date(until).toISOString(), message: selfExcludedMessage(until) };
    },
  );

  app.get(
    '/responsible-gambling/activity-statement',
    {
      schema: {
        ...common,
        summary: 'Money in and out for a month, from the ledger',
        querystring: statementQuery,
        response: { 200: statementResponse, ...rgErrors },
      },
    },
    async (request) => activityStatement(db, userId(request), request.query.year, request.query.month),
  );

  app.get(
    '/responsible-gambling/spending-summary',
    {
      schema: {
        ...common,
        summary:
          "The punter's own deposits, stakes, returns and result per month, and how much of the deposit limit is used",
        querystring: spendingQuery,
        response: { 200: spendingResponse, ...rgErrors },
      },
    },
    async (request) => spendingSummary(db, userId(request), request.query.months, clock.now()),
  );
};
