import { bearerAuth } from '../../../lib/schemas';
import * as s from '../schemas';

export const postEftNotificationSchema = {
  tags: ['banking'],
  security: bearerAuth,
  summary: 'Tell us about a bank transfer (EFT) you made',
  response: { 200: s.eftResponse, ...s.bankingErrors },
} as const;
