import { bearerAuth } from '../../../lib/schemas';
import * as s from '../schemas';
import { passwordReentryErrors } from '../../auth/schemas';

export const postWithdrawalUpdateSchema = {
  tags: ['banking'],
  security: bearerAuth,
  summary: 'Change the amount of a pending withdrawal',
  response: { 200: s.withdrawalResponse, ...s.bankingErrors, ...passwordReentryErrors },
} as const;
