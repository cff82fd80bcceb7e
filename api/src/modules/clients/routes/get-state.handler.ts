import type { ApiHandler } from '../../../lib/type-provider';
import type { getStateSchema } from './get-state.schema';
import { userId } from '../../auth/guard';
import { listBenefits } from '../../benefits/service';
import { getProfile } from '../service';

export const getStateHandler: ApiHandler<typeof getStateSchema> = async (request) => {
  const id = userId(request);
  const now = request.server.deps.clock.now();
  const profile = await getProfile(request.server.deps.db, id);
  const { bonusBets, boosts } = await listBenefits(request.server.deps.db, id, now);
  return {
    user_verified: profile.user_verified,
    verification_status: profile.verification_status,
    self_excluded_until: profile.self_excluded_until,
    cash_cents: profile.cash_cents,
    bonus_cents: profile.bonus_cents,
    withdrawable_cents: profile.cash_cents,
    bonus_bets_count: bonusBets.length,
    dividend_boosts_count: boosts.reduce((sum, b) => sum + b.remaining_value, 0),
  };
};
