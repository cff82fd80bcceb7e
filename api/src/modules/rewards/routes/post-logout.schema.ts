import { errorResponses, obj, str } from '../../../lib/schemas';
import { crmHeader } from '../crm-token';

export const postLogoutSchema = {
  tags: ['rewards'],
  headers: crmHeader,
  summary: 'End the rewards session',
  response: { 200: obj({ message: str }), ...errorResponses(401) },
} as const;
