import { bearerAuth } from '../../../lib/schemas';
import { rgErrors, selfExclusionSetResponse } from '../schemas';
import { passwordReentryErrors } from '../../auth/schemas';

export const postSelfExclusionSchema = {
  tags: ['responsible-gambling'],
  security: bearerAuth,
  summary:
    'Self-exclude until the end of a date (password re-entered); login, deposits and bets are refused until then',
  response: { 200: selfExclusionSetResponse, ...rgErrors, ...passwordReentryErrors },
} as const;
