import { bearerAuth } from '../../../lib/schemas';
import { messageResponse, passwordReentryErrors } from '../../auth/schemas';
import { clientErrors } from '../schemas';

export const postChangePasswordSchema = {
  tags: ['clients'],
  security: bearerAuth,
  summary: 'Change password (current one re-entered); the punter’s other sessions end',
  response: { 200: messageResponse, ...clientErrors, ...passwordReentryErrors },
} as const;
