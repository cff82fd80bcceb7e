import { authErrors, loginResponse } from '../schemas';

export const postRegistrationSchema = {
  tags: ['auth'],
  summary: 'Open an account (all three registration steps); answers like login',
  response: { 200: loginResponse, ...authErrors },
} as const;
