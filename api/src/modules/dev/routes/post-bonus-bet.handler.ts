import type { ApiHandler } from '../../../lib/type-provider';
import type { postBonusBetSchema } from './post-bonus-bet.schema';
import { dollarsToCents } from '@wagering/contract/format';
import { grantBonusBet } from '../../benefits/service';
import { GRANT_DAYS, punterExists } from './grants';

export const postBonusBetHandler: ApiHandler<typeof postBonusBetSchema> = async (request) => {
  await punterExists(request.server.deps.db, request.params.user_id);
  const now = request.server.deps.clock.now();
  const bonus = await request.server.deps.db.tx((q) =>
    grantBonusBet(q, {
      userId: request.params.user_id,
      amountCents: dollarsToCents(request.body.amount),
      description: 'Sandbox bonus bet',
      expiresAt: now + GRANT_DAYS * 864e5,
      now,
    }),
  );
  return { id: Number(bonus.id) };
};
