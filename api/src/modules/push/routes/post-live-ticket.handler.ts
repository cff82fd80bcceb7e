import type { ApiHandler } from '../../../lib/type-provider';
import type { postLiveTicketSchema } from './post-live-ticket.schema';
import { issueLiveTicket } from '../../auth/sessions';

export const postLiveTicketHandler: ApiHandler<typeof postLiveTicketSchema> = async (request) => ({
  ticket: await issueLiveTicket(request.server.deps.db, request.user!.sessionId, request.server.deps.clock.now()),
});
