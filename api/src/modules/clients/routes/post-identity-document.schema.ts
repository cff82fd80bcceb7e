import { bearerAuth } from '../../../lib/schemas';
import { clientErrors, verificationResponse } from '../schemas';

export const postIdentityDocumentSchema = {
  tags: ['clients'],
  security: bearerAuth,
  summary:
    'Upload an ID image (multipart/form-data, field "document": JPEG, PNG, WebP or PDF up to 5 MB); status becomes pending',
  consumes: ['multipart/form-data'],
  response: { 200: verificationResponse, ...clientErrors },
} as const;
