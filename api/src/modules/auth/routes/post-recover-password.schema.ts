import { authErrors, recoverResponse } from '../schemas';

export const postRecoverPasswordSchema = {
  tags: ['auth'],
  summary: 'Mail a password reset link; data is null on success',
  response: { 200: recoverResponse, ...authErrors },
} as const;
