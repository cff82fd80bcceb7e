import { authErrors, messageResponse } from '../schemas';

export const postResetPasswordSchema = {
  tags: ['auth'],
  summary: 'Choose a new password with the mailed token',
  response: { 200: messageResponse, ...authErrors },
} as const;
