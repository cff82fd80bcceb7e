import { bearerAuth, errorResponses } from '../../../lib/schemas';
import { mailPreference } from '../schemas';

export const putPreferencesSchema = {
  tags: ['blackbook'],
  security: bearerAuth,
  summary: 'Whether Blackbook alerts also come by mail',
  body: mailPreference,
  response: { 200: mailPreference, ...errorResponses(400, 401) },
} as const;
