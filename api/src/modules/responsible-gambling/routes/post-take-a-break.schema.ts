import { bearerAuth } from '../../../lib/schemas';
import { breakTakenResponse, rgErrors, takeBreakBody } from '../schemas';

export const postTakeABreakSchema = {
  tags: ['responsible-gambling'],
  security: bearerAuth,
  summary:
    'Takes a break of 24 hours, 7 days or 30 days from now; logins, deposits and bets are refused until it ends (withdrawals are not). A break is never shortened',
  body: takeBreakBody,
  response: { 200: breakTakenResponse, ...rgErrors },
} as const;
