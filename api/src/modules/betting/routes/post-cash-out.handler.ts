import type { ApiHandler } from '../../../lib/type-provider';
import type { postCashOutSchema } from './post-cash-out.schema';
import { userId } from '../../auth/guard';
import { acceptCashOut } from '../cash-out';

export const postCashOutHandler: ApiHandler<typeof postCashOutSchema> = async (req) => {
  // No wagering check: cashing out closes a bet and pays the punter, as settlement would.
  const result = await req.server.deps.db.tx((q) =>
    acceptCashOut(q, {
      userId: userId(req),
      ticketNumber: req.params.ticket_number,
      offerCents: req.body.offer_cents,
      now: req.server.deps.clock.now(),
      settings: req.server.deps.cashOut,
    }),
  );
  return { data: result };
};
