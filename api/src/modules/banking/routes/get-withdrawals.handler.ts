import type { ApiHandler } from '../../../lib/type-provider';
import type { getWithdrawalsSchema } from './get-withdrawals.schema';
import { userId } from '../../auth/guard';
import { toWithdrawal } from '../withdrawals';

export const getWithdrawalsHandler: ApiHandler<typeof getWithdrawalsSchema> = async (request) => {
  const { rows } = await request.server.deps.db.query<Parameters<typeof toWithdrawal>[0]>(
    'SELECT * FROM withdrawals WHERE user_id = $1 ORDER BY id DESC',
    [userId(request)],
  );
  return { data: rows.map(toWithdrawal) };
};
