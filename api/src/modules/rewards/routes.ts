import type { ApiRoutes } from '../../lib/type-provider';
import type { FastifyRequest } from 'fastify';
import { arrayOf, bool, errorResponses, int, obj, str } from '../../lib/schemas';
import { requireUser, userId } from '../auth/guard';
import { bonusBet, dividendBoost } from '../benefits/schemas';
import { listBenefits } from '../benefits/service';
import { crmUser, hasBannedBankAccount, registerRewardsBankAccount, rewardsLogin, rewardsLogout } from './service';

const crmHeader = {
  type: 'object',
  properties: { 'x-crm-token': { type: 'string', description: 'crm_token from rewards login' } },
};
const crmToken = (request: FastifyRequest) => request.headers['x-crm-token'] as string | undefined;

/**
 * The rewards/CRM service: its own prefix and its own session (crm_token, sent back as the X-CRM-Token header),
 * so it could move to a separate process without its clients changing.
 */
const rewardsService: ApiRoutes = async (app) => {
  const { db, clock } = app.deps;
  const tags = ['rewards'];

  app.post(
    '/login',
    {
      preHandler: requireUser,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: 'Open a rewards session for the logged-in punter',
        response: {
          200: obj({ crm_token: str, is_self_rewards_claim_eligible: bool, is_bonus_promotion_eligible: bool }),
          ...errorResponses(401, 404),
        },
      },
    },
    async (request) => rewardsLogin(db, userId(request), clock.now()),
  );

  app.post(
    '/logout',
    {
      schema: {
        tags,
        headers: crmHeader,
        summary: 'End the rewards session',
        response: { 200: obj({ message: str }), ...errorResponses(401) },
      },
    },
    async (request) => {
      const token = crmToken(request);
      await crmUser(db, token);
      await rewardsLogout(db, token!, clock.now());
      return { message: 'You have logged out of rewards.' };
    },
  );

  app.get(
    '/get-bonuses',
    {
      schema: {
        tags,
        headers: crmHeader,
        summary: 'The punter’s bonus bets and dividend boosts',
        response: {
          200: obj({ bonus_bets: arrayOf(bonusBet), dividend_boosts: arrayOf(dividendBoost) }),
          ...errorResponses(401),
        },
      },
    },
    async (request) => {
      const { bonusBets, boosts } = await listBenefits(db, await crmUser(db, crmToken(request)), clock.now());
      return { bonus_bets: bonusBets, dividend_boosts: boosts };
    },
  );

  app.get(
    '/check-banned-bank-account-exist',
    {
      schema: {
        tags,
        headers: crmHeader,
        summary: 'Whether any of the punter’s bank accounts is banned from rewards',
        response: { 200: obj({ exists: bool }), ...errorResponses(401) },
      },
    },
    async (request) => ({ exists: await hasBannedBankAccount(db, await crmUser(db, crmToken(request))) }),
  );

  app.post(
    '/banking/register',
    {
      schema: {
        tags,
        headers: crmHeader,
        summary: 'Register one of the punter’s bank accounts for rewards payouts',
        body: obj({ bank_account_id: { type: 'integer', minimum: 1 } }),
        response: { 200: obj({ bank_account_id: int, registered: bool }), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      registerRewardsBankAccount(db, await crmUser(db, crmToken(request)), request.body.bank_account_id),
  );
};

export const rewardsRoutes: ApiRoutes = async (app) => {
  await app.register(rewardsService, { prefix: '/rewards' });
};
