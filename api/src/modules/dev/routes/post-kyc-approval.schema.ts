import { errorResponses, obj, str } from '../../../lib/schemas';
import { verificationResponse } from '../../clients/schemas';

export const postKycApprovalSchema = {
  tags: ['dev'],
  summary: 'The simulated KYC provider approves the punter’s pending ID',
  params: obj({ user_id: str }),
  response: { 200: verificationResponse, ...errorResponses(404, 409) },
} as const;
