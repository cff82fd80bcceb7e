import { getCardsHandler } from './get-cards.handler';
import { getCardsSchema } from './get-cards.schema';
import { postCardHandler } from './post-card.handler';
import { postCardSchema } from './post-card.schema';
import { postCardDepositHandler } from './post-card-deposit.handler';
import { postCardDepositSchema } from './post-card-deposit.schema';
import { postCardDepositProceedHandler } from './post-card-deposit-proceed.handler';
import { postCardDepositProceedSchema } from './post-card-deposit-proceed.schema';
import { getCardDepositStatusHandler } from './get-card-deposit-status.handler';
import { getCardDepositStatusSchema } from './get-card-deposit-status.schema';
import { postCardDepositCompleteHandler } from './post-card-deposit-complete.handler';
import { postCardDepositCompleteSchema } from './post-card-deposit-complete.schema';
import { getBankAccountsHandler } from './get-bank-accounts.handler';
import { getBankAccountsSchema } from './get-bank-accounts.schema';
import { postBankAccountHandler } from './post-bank-account.handler';
import { postBankAccountSchema } from './post-bank-account.schema';
import { postEftNotificationHandler } from './post-eft-notification.handler';
import { postEftNotificationSchema } from './post-eft-notification.schema';
import { getPayidHandler } from './get-payid.handler';
import { getPayidSchema } from './get-payid.schema';
import { getWithdrawalsHandler } from './get-withdrawals.handler';
import { getWithdrawalsSchema } from './get-withdrawals.schema';
import { postWithdrawalHandler } from './post-withdrawal.handler';
import { postWithdrawalSchema } from './post-withdrawal.schema';
import { postWithdrawalUpdateHandler } from './post-withdrawal-update.handler';
import { postWithdrawalUpdateSchema } from './post-withdrawal-update.schema';
import { postWithdrawalCancelHandler } from './post-withdrawal-cancel.handler';
import { postWithdrawalCancelSchema } from './post-withdrawal-cancel.schema';
import type { ApiRoutes } from '../../../lib/type-provider';
import {
  bankDetailsSchema,
  eftNotificationSchema,
  savedCardDepositSchema,
  transferSchema,
} from '@wagering/contract/forms';
import {
  cardRegistrationSchema,
  cardRequestSchema,
  completeSchema,
  withdrawalCancelSchema,
  withdrawalUpdateSchema,
} from '../forms';
import { formRoute } from '../../../lib/validate';
import { requireUser } from '../../auth/guard';
import { CARD_PROVIDER } from '@wagering/contract/constants';

/** The banking calls, one operation a file (see docs/ARCHITECTURE.md, API): this list only registers them. */
export const bankingRoutes: ApiRoutes = async (app) => {
  app.addHook('preHandler', requireUser);
  const threeDs = `/banking/${CARD_PROVIDER}-three-ds`;
  app.get('/banking/credit-cards', { schema: getCardsSchema }, getCardsHandler);
  app.post(
    '/banking/credit-cards',
    formRoute(app, cardRegistrationSchema, { schema: postCardSchema }),
    postCardHandler,
  );
  app.post(
    `${threeDs}/deposit`,
    formRoute(app, savedCardDepositSchema, { schema: postCardDepositSchema }),
    postCardDepositHandler,
  );
  app.post(
    `${threeDs}/proceed`,
    formRoute(app, cardRequestSchema, { schema: postCardDepositProceedSchema }),
    postCardDepositProceedHandler,
  );
  app.get(`${threeDs}/notification-status/:id`, { schema: getCardDepositStatusSchema }, getCardDepositStatusHandler);
  app.post(
    `${threeDs}/complete`,
    formRoute(app, completeSchema, { schema: postCardDepositCompleteSchema }),
    postCardDepositCompleteHandler,
  );
  app.get('/banking/bank-accounts', { schema: getBankAccountsSchema }, getBankAccountsHandler);
  app.post(
    '/banking/register-bank-account',
    formRoute(app, bankDetailsSchema, { schema: postBankAccountSchema }),
    postBankAccountHandler,
  );
  app.post(
    '/banking/send-eft-notification',
    formRoute(app, eftNotificationSchema, { schema: postEftNotificationSchema }),
    postEftNotificationHandler,
  );
  app.get('/banking/payid', { schema: getPayidSchema }, getPayidHandler);
  app.get('/banking/withdrawals', { schema: getWithdrawalsSchema }, getWithdrawalsHandler);
  app.post(
    '/banking/withdrawal/request',
    formRoute(app, transferSchema, { schema: postWithdrawalSchema }),
    postWithdrawalHandler,
  );
  app.post(
    '/banking/withdrawal/update',
    formRoute(app, withdrawalUpdateSchema, { schema: postWithdrawalUpdateSchema }),
    postWithdrawalUpdateHandler,
  );
  app.post(
    '/banking/withdrawal/cancel',
    formRoute(app, withdrawalCancelSchema, { schema: postWithdrawalCancelSchema }),
    postWithdrawalCancelHandler,
  );
};
