import type { ApiHandler } from '../../../lib/type-provider';
import type { getVerificationSchema } from './get-verification.schema';
import { userId } from '../../auth/guard';
import { getVerification } from '../service';

export const getVerificationHandler: ApiHandler<typeof getVerificationSchema> = async (request) =>
  getVerification(request.server.deps.db, userId(request));
