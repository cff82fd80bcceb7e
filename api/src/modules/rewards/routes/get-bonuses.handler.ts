import type { ApiHandler } from '../../../lib/type-provider';
import type { getBonusesSchema } from './get-bonuses.schema';
import { listBenefits } from '../../benefits/service';
import { crmUser } from '../service';
import { crmToken } from '../crm-token';

export const getBonusesHandler: ApiHandler<typeof getBonusesSchema> = async (request) => {
  const { bonusBets, boosts } = await listBenefits(
    request.server.deps.db,
    await crmUser(request.server.deps.db, crmToken(request)),
    request.server.deps.clock.now(),
  );
  return { bonus_bets: bonusBets, dividend_boosts: boosts };
};
