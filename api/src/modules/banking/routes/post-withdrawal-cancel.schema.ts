import { bearerAuth } from '../../../lib/schemas';
import * as s from '../schemas';
import { passwordReentryErrors } from '../../auth/schemas';

export const postWithdrawalCancelSchema = {
  tags: ['banking'],
  security: bearerAuth,
  summary: 'Cancel a pending withdrawal; the cash returns to the balance',
  response: { 200: s.withdrawalResponse, ...s.bankingErrors, ...passwordReentryErrors },
} as const;
