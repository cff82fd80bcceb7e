import { authErrors, loginResponse } from '../schemas';

export const postLoginSchema = {
  tags: ['auth'],
  summary: 'Log in with username or email',
  response: { 200: loginResponse, ...authErrors },
} as const;
