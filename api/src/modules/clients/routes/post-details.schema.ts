import { bearerAuth } from '../../../lib/schemas';
import { clientErrors, profileResponse } from '../schemas';

export const postDetailsSchema = {
  tags: ['clients'],
  security: bearerAuth,
  summary: 'Update contact and address details',
  response: { 200: profileResponse, ...clientErrors },
} as const;
