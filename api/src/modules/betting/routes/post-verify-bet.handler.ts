import type { ApiHandler } from '../../../lib/type-provider';
import type { postVerifyBetSchema } from './post-verify-bet.schema';
import { readSlip } from '../read-slip';
import { verify } from '../verify-slip';

export const postVerifyBetHandler: ApiHandler<typeof postVerifyBetSchema> = async (req) => ({
  data: (await verify(req.server.deps.db, readSlip(req.body), req.user?.id, req.server.deps.clock.now())).verification,
});
