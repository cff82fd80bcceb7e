import { postLoginHandler } from './post-login.handler';
import { postLoginSchema } from './post-login.schema';
import { postLogoutHandler } from './post-logout.handler';
import { postLogoutSchema } from './post-logout.schema';
import { getBonusesHandler } from './get-bonuses.handler';
import { getBonusesSchema } from './get-bonuses.schema';
import { getBannedBankAccountHandler } from './get-banned-bank-account.handler';
import { getBannedBankAccountSchema } from './get-banned-bank-account.schema';
import { postBankAccountHandler } from './post-bank-account.handler';
import { postBankAccountSchema } from './post-bank-account.schema';
import type { ApiRoutes } from '../../../lib/type-provider';
import { requireUser } from '../../auth/guard';

/**
 * The rewards/CRM service: its own prefix and its own session (crm_token, sent back as the X-CRM-Token header),
 * so it could move to a separate process without its clients changing. One operation a file (docs/ARCHITECTURE.md,
 * API): this list only registers them.
 */
const rewardsService: ApiRoutes = async (app) => {
  app.post('/login', { preHandler: requireUser, schema: postLoginSchema }, postLoginHandler);
  app.post('/logout', { schema: postLogoutSchema }, postLogoutHandler);
  app.get('/get-bonuses', { schema: getBonusesSchema }, getBonusesHandler);
  app.get('/check-banned-bank-account-exist', { schema: getBannedBankAccountSchema }, getBannedBankAccountHandler);
  app.post('/banking/register', { schema: postBankAccountSchema }, postBankAccountHandler);
};

export const rewardsRoutes: ApiRoutes = async (app) => {
  await app.register(rewardsService, { prefix: '/rewards' });
};
