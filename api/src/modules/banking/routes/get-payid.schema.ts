import { bearerAuth } from '../../../lib/schemas';
import * as s from '../schemas';

export const getPayidSchema = {
  tags: ['banking'],
  security: bearerAuth,
  summary: 'The punter’s own PayID to deposit to',
  response: { 200: s.payIdResponse, ...s.bankingErrors },
} as const;
