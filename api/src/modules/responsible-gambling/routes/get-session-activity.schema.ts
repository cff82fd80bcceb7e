import { bearerAuth } from '../../../lib/schemas';
import { rgErrors, sessionActivityResponse } from '../schemas';

export const getSessionActivitySchema = {
  tags: ['responsible-gambling'],
  security: bearerAuth,
  summary:
    "This session's activity for the reminder: when the punter logged in, cash staked and paid back since, and the result",
  response: { 200: sessionActivityResponse, ...rgErrors },
} as const;
