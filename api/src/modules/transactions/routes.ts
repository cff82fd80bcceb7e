import type { ApiRoutes } from '../../lib/type-provider';
import { bearerAuth, dateTime, errorResponses, int, nullable, obj, oneOfStrings, str } from '../../lib/schemas';
import { requireUser, userId } from '../auth/guard';
import { idOf } from '../../lib/ids';
import { ENTRY_KINDS } from '../ledger/service';
import { history, HISTORY_FILTERS, HISTORY_TYPES, status, transaction } from './service';

const item = obj({
  transaction_id: int,
  kind: oneOfStrings(ENTRY_KINDS),
  reference: str,
  description: str,
  cash_cents: { type: 'integer', description: 'Signed movement of the punter’s cash' },
  bonus_cents: { type: 'integer', description: 'Signed movement of the punter’s bonus balance' },
  created_at: dateTime,
});
const errors = errorResponses(400, 401, 404);

export const transactionRoutes: ApiRoutes = async (app) => {
  const { db, clock } = app.deps;
  app.addHook('preHandler', requireUser);
  const common = { tags: ['transactions'], security: bearerAuth };

  app.get(
    '/transactions/history',
    {
      schema: {
        ...common,
        summary: 'The punter’s money history from the ledger, newest first',
        querystring: obj(
          {
            page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
            count: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
            history_type: { ...oneOfStrings(Object.keys(HISTORY_TYPES)), default: 'all' },
            filter: { ...oneOfStrings(Object.keys(HISTORY_FILTERS)), default: 'all' },
          },
          ['page', 'count', 'history_type', 'filter'],
        ),
        response: { 200: obj({ data: { type: 'array', items: item }, page: int, count: int, total: int }), ...errors },
      },
    },
    async (request) =>
      history(db, userId(request), {
        page: request.query.page,
        count: request.query.count,
        historyType: request.query.history_type,
        filter: request.query.filter,
        now: clock.now(),
      }),
  );

  app.get(
    '/transactions/status',
    {
      schema: {
        ...common,
        summary: 'Balances, withdrawable cash and money on its way',
        response: {
          200: obj({
            cash_cents: int,
            bonus_cents: int,
            withdrawable_cents: int,
            pending_withdrawals_cents: int,
            pending_card_deposits: int,
            last_withdrawal_at: nullable(dateTime),
          }),
          ...errors,
        },
      },
    },
    async (request) => status(db, userId(request)),
  );

  app.get(
    '/transactions/:transaction_id',
    {
      schema: {
        ...common,
        summary: 'One transaction of the punter',
        params: obj({ transaction_id: str }),
        response: { 200: item, ...errors },
      },
    },
    async (request) => transaction(db, userId(request), idOf(request.params.transaction_id, 'Transaction')),
  );
};
