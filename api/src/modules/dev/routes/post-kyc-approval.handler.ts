import type { ApiHandler } from '../../../lib/type-provider';
import type { postKycApprovalSchema } from './post-kyc-approval.schema';
import { approveIdentity } from '../../clients/service';

export const postKycApprovalHandler: ApiHandler<typeof postKycApprovalSchema> = async (request) =>
  approveIdentity(request.server.deps.db, request.params.user_id, request.server.deps.clock.now());
