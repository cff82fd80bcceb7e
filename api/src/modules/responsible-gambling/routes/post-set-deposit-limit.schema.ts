import { bearerAuth } from '../../../lib/schemas';
import { rgErrors, setDepositLimitResponse } from '../schemas';

export const postSetDepositLimitSchema = {
  tags: ['responsible-gambling'],
  security: bearerAuth,
  summary: 'Set a deposit limit: lower applies at once, higher after 7 days',
  response: { 200: setDepositLimitResponse, ...rgErrors },
} as const;
