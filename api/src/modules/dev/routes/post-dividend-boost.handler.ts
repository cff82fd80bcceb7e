import type { ApiHandler } from '../../../lib/type-provider';
import type { postDividendBoostSchema } from './post-dividend-boost.schema';
import { grantDividendBoost } from '../../benefits/service';
import { GRANT_DAYS, punterExists } from './grants';

export const postDividendBoostHandler: ApiHandler<typeof postDividendBoostSchema> = async (request) => {
  await punterExists(request.server.deps.db, request.params.user_id);
  const now = request.server.deps.clock.now();
  const boost = await request.server.deps.db.tx((q) =>
    grantDividendBoost(q, {
      userId: request.params.user_id,
      description: 'Sandbox dividend boost',
      boostPercent: request.body.boost_percent,
      uses: request.body.uses,
      expiresAt: now + GRANT_DAYS * 864e5,
      now,
    }),
  );
  return { id: Number(boost.id) };
};
