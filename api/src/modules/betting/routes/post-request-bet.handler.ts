import { HttpError } from '../../../lib/errors';
import type { ApiHandler } from '../../../lib/type-provider';
import type { postRequestBetSchema } from './post-request-bet.schema';
import { betsTotal } from '../../../lib/metrics';
import { assertCanWager, userId } from '../../auth/guard';
import { placeBets } from '../place-slip';
import { readSlip } from '../read-slip';

export const postRequestBetHandler: ApiHandler<typeof postRequestBetSchema> = async (req) => {
  const id = userId(req);
  const now = req.server.deps.clock.now();
  try {
    const slip = readSlip(req.body);
    await assertCanWager(req.server.deps.db, id, now);
    const { payoutCeilingCents } = req.server.deps;
    const options = { couponCode: req.body.coupon_tracking_code, userId: id, now, payoutCeilingCents };
    const placement = await req.server.deps.db.tx((q) => placeBets(q, slip, options));
    betsTotal.inc({ result: 'accepted', code: '' }, placement.bets.length);
    return { data: placement };
  } catch (err) {
    betsTotal.inc({ result: 'refused', code: refusalCode(err) });
    throw err;
  }
};

/** The slip's error code (SPEC section 8), the error's own code, or the HTTP status (500 for a fault). */
function refusalCode(err: unknown): string {
  if (!(err instanceof HttpError)) return '500';
  return String(err.extra.err_code ?? err.extra.code ?? err.statusCode);
}
