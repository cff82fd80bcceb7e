import { bearerAuth } from '../../../lib/schemas';
import * as s from '../schemas';
import { passwordReentryErrors } from '../../auth/schemas';

export const postWithdrawalSchema = {
  tags: ['banking'],
  security: bearerAuth,
  summary:
    'Withdraw cash to a registered bank account in your name, past its cooling-off (verified punters, password re-entered)',
  description:
    'Send an Idempotency-Key (any unique text per intended withdrawal) to retry safely: the same key answers the first request again; with another amount or account it is 409.',
  headers: {
    type: 'object',
    properties: {
      'idempotency-key': { type: 'string', minLength: 1, maxLength: 100, pattern: '^[\\x21-\\x7e]+$' },
    },
  },
  response: { 200: s.withdrawalResponse, ...s.bankingErrors, ...passwordReentryErrors },
} as const;
