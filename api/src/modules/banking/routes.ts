import type { ApiRoutes } from '../../lib/type-provider';
import {
  eftNotificationSchema,
  bankDetailsSchema,
  cardDepositSchema,
  savedCardDepositSchema,
  transferSchema,
  withdrawalSchema,
} from '@wagering/contract/forms';
import { dollarsToCents } from '@wagering/contract/format';
import { object, string } from 'yup';
import { idOf } from '../../lib/ids';
import { bearerAuth } from '../../lib/schemas';
import { formRoute } from '../../lib/validate';
import { requireUser, userId } from '../auth/guard';
import { assertReenteredPassword } from '../auth/service';
import { CARD_PROVIDER } from '@wagering/contract/constants';
import * as s from './schemas';
import * as banking from './service';

const cardRequestSchema = object({
  card_request_id: string().trim().required('Card payment is required'),
  card_request_token: string().trim().required('Card payment token is required'),
});
/** The payment is named by id and token, or by the gateway's alternative names; its other fields are not read. */
const completeSchema = object({
  card_request_id: string().trim(),
  card_request_token: string().trim(),
  referenced_transaction_id: string().meta({ description: 'The card_request_id (alternative form)' }).trim(),
  merchant_data: string().meta({ description: 'The card_request_token (alternative form)' }).trim(),
  sandbox_three_ds_status: string(),
  authentication_request: string(),
  request_num: string(),
}).test(
  'names-the-payment',
  'Card payment is required',
  (v) => !!(v.card_request_id ?? v.referenced_transaction_id) && !!(v.card_request_token ?? v.merchant_data),
);
const withdrawalId = string().meta({ description: 'withdrawal_id' }).trim().required('Withdrawal is required');
const withdrawalUpdateSchema = withdrawalSchema.shape({ transaction_id: withdrawalId });
const withdrawalCancelSchema = object({
  transaction_id: withdrawalId,
  password: string().required('Password is required'),
});

/** Where the sandbox bank's 3-D Secure pages live (the ACS of a real card scheme): on the site's configured public
 * origin, never the request's Host header (which a client or a misrouted proxy chooses). */
const acsBase = (publicUrl: string) => `${publicUrl}/v1/banking/${CARD_PROVIDER}-three-ds/acs`;

export const bankingRoutes: ApiRoutes = async (app) => {
  const { db, clock } = app.deps;
  app.addHook('preHandler', requireUser);
  const common = { tags: ['banking'], security: bearerAuth };
  const threeDs = `/banking/${CARD_PROVIDER}-three-ds`;

  app.get(
    '/banking/credit-cards',
    { schema: { ...common, summary: 'Saved debit cards', response: { 200: s.cardsResponse, ...s.bankingErrors } } },
    async (request) => ({
      data: await banking.listCards(db, userId(request)),
    }),
  );

  app.post(
    '/banking/credit-cards',
    formRoute(app, cardDepositSchema.omit(['amount']), {
      schema: {
        ...common,
        summary: 'Register a debit card (only a gateway token, the masked number and bank are kept)',
        response: { 200: s.card, ...s.bankingErrors },
      },
    }),
    async (request) => banking.registerCard(db, userId(request), request.body, clock.now()),
  );

  app.post(
    `${threeDs}/deposit`,
    formRoute(app, savedCardDepositSchema, {
      schema: {
        ...common,
        summary: 'Start a card deposit with a saved card (3-D Secure step 3: method form)',
        response: { 200: s.depositResponse, ...s.bankingErrors },
      },
    }),
    async (request) =>
      banking.startCardDeposit(db, {
        userId: userId(request),
        cardId: idOf(request.body.account, 'Card'),
        amountCents: dollarsToCents(request.body.amount),
        now: clock.now(),
        acsBase: acsBase(app.deps.publicUrl),
      }),
  );

  app.post(
    `${threeDs}/proceed`,
    formRoute(app, cardRequestSchema, {
      schema: {
        ...common,
        summary: 'After the method form: step 4 (frictionless) or step 1 with the challenge redirect',
        response: { 200: s.proceedResponse, ...s.bankingErrors },
      },
    }),
    async (request) =>
      banking.proceedCardDeposit(db, {
        userId: userId(request),
        id: request.body.card_request_id,
        token: request.body.card_request_token,
        acsBase: acsBase(app.deps.publicUrl),
      }),
  );

  app.get(
    `${threeDs}/notification-status/:id`,
    {
      schema: {
        ...common,
        summary: 'Poll a card payment by card_request_id',
        params: s.statusParams,
        response: { 200: s.statusResponse, ...s.bankingErrors },
      },
    },
    async (request) => banking.cardDepositStatus(db, userId(request), request.params.id),
  );

  app.post(
    `${threeDs}/complete`,
    formRoute(app, completeSchema, {
      schema: {
        ...common,
        summary: 'Complete an authenticated card payment; the deposit is credited (step 4) or declined (400, step 5)',
        response: { 200: s.completeResponse, ...s.bankingErrors },
      },
    }),
    async (request) =>
      banking.completeCardDeposit(db, {
        userId: userId(request),
        id: (request.body.card_request_id ?? request.body.referenced_transaction_id)!,
        token: (request.body.card_request_token ?? request.body.merchant_data)!,
        now: clock.now(),
      }),
  );

  app.get(
    '/banking/bank-accounts',
    {
      schema: {
        ...common,
        summary: 'Registered bank accounts',
        response: { 200: s.bankAccountsResponse, ...s.bankingErrors },
      },
    },
    async (request) => ({
      data: await banking.listBankAccounts(db, userId(request)),
    }),
  );

  app.post(
    '/banking/register-bank-account',
    formRoute(app, bankDetailsSchema, {
      schema: {
        ...common,
        summary: 'Register a bank account for withdrawals',
        response: { 200: s.bankAccount, ...s.bankingErrors },
      },
    }),
    async (request) => banking.registerBankAccount(db, userId(request), request.body, clock.now()),
  );

  app.post(
    '/banking/send-eft-notification',
    formRoute(app, eftNotificationSchema, {
      schema: {
        ...common,
        summary: 'Tell us about a bank transfer (EFT) you made',
        response: { 200: s.eftResponse, ...s.bankingErrors },
      },
    }),
    async (request) =>
      banking.recordEftNotification(db, userId(request), {
        amountCents: dollarsToCents(request.body.amount),
        paidOn: request.body.date,
        reference: request.body.transaction_id,
        now: clock.now(),
      }),
  );

  app.get(
    '/banking/payid',
    {
      schema: {
        ...common,
        summary: 'The punter’s own PayID to deposit to',
        response: { 200: s.payIdResponse, ...s.bankingErrors },
      },
    },
    async (request) => banking.getPayId(db, userId(request), app.deps.payIdDomain, clock.now()),
  );

  app.get(
    '/banking/withdrawals',
    {
      schema: {
        ...common,
        summary: 'The punter’s withdrawals, newest first',
        response: { 200: s.withdrawalsResponse, ...s.bankingErrors },
      },
    },
    async (request) => {
      const { rows } = await db.query<Parameters<typeof banking.toWithdrawal>[0]>(
        'SELECT * FROM withdrawals WHERE user_id = $1 ORDER BY id DESC',
        [userId(request)],
      );
      return { data: rows.map(banking.toWithdrawal) };
    },
  );

  app.post(
    '/banking/withdrawal/request',
    formRoute(app, transferSchema, {
      schema: {
        ...common,
        summary:
          'Withdraw cash to a registered bank account in your name, past its cooling-off (verified punters, password re-entered)',
        description:
          'Send an Idempotency-Key (any unique text per intended withdrawal) to retry safely: the same key answers the first request again; with another amount or account it is 409.',
        headers: {
          type: 'object',
          properties: {
            'idempotency-key': { type: 'string', minLength: 1, maxLength: 100, pattern: '^[\\x21-\\x7e]+$' },
          },
        },
        response: { 200: s.withdrawalResponse, ...s.bankingErrors },
      },
    }),
    async (request) => {
      const id = userId(request);
      await assertReenteredPassword(request, request.body.password, 'password');
      return banking.requestWithdrawal(db, {
        userId: id,
        bankAccountId: idOf(request.body.account, 'Bank account'),
        amountCents: dollarsToCents(request.body.amount),
        now: clock.now(),
        coolingOffMs: app.deps.bankCoolingOffMs,
        idempotencyKey: request.headers['idempotency-key'] as string | undefined,
      });
    },
  );

  app.post(
    '/banking/withdrawal/update',
    formRoute(app, withdrawalUpdateSchema, {
      schema: {
        ...common,
        summary: 'Change the amount of a pending withdrawal',
        response: { 200: s.withdrawalResponse, ...s.bankingErrors },
      },
    }),
    async (request) => {
      const id = userId(request);
      await assertReenteredPassword(request, request.body.password, 'password');
      return banking.updateWithdrawal(db, {
        userId: id,
        withdrawalId: idOf(request.body.transaction_id, 'Withdrawal'),
        amountCents: dollarsToCents(request.body.amount),
        now: clock.now(),
      });
    },
  );

  app.post(
    '/banking/withdrawal/cancel',
    formRoute(app, withdrawalCancelSchema, {
      schema: {
        ...common,
        summary: 'Cancel a pending withdrawal; the cash returns to the balance',
        response: { 200: s.withdrawalResponse, ...s.bankingErrors },
      },
    }),
    async (request) => {
      const id = userId(request);
      await assertReenteredPassword(request, request.body.password, 'password');
      return banking.cancelWithdrawal(db, {
        userId: id,
        withdrawalId: idOf(request.body.transaction_id, 'Withdrawal'),
        now: clock.now(),
      });
    },
  );
};
