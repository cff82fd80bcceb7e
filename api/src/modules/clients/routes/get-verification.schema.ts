import { bearerAuth } from '../../../lib/schemas';
import { clientErrors, verificationResponse } from '../schemas';

export const getVerificationSchema = {
  tags: ['clients'],
  security: bearerAuth,
  summary: 'Identity verification status',
  response: { 200: verificationResponse, ...clientErrors },
} as const;
