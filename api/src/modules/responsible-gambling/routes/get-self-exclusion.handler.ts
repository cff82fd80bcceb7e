import type { ApiHandler } from '../../../lib/type-provider';
import type { getSelfExclusionSchema } from './get-self-exclusion.schema';
import { userId } from '../../auth/guard';

export const getSelfExclusionHandler: ApiHandler<typeof getSelfExclusionSchema> = async (request) => {
  const { rows } = await request.server.deps.db.query<{ self_excluded_until: Date | null }>(
    'SELECT self_excluded_until FROM users WHERE id = $1',
    [userId(request)],
  );
  const until = rows[0]?.self_excluded_until ? new Date(rows[0].self_excluded_until).getTime() : 0;
  return until > request.server.deps.clock.now()
    ? { self_excluded: true, self_excluded_until: new Date(until).toISOString() }
    : { self_excluded: false, self_excluded_until: null };
};
