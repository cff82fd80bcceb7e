import { errorResponses } from '../../../lib/schemas';
import { data, flucsSchema, idParam } from '../schemas';

export const getFlucsSchema = {
  tags: ['racing'],
  summary: "Price flucs: each priced runner's fixed win opening, high, low and current price, and its last 12 prices",
  params: { type: 'object', required: ['event_id'], properties: { event_id: idParam } },
  response: { ...data(flucsSchema), ...errorResponses(400, 404) },
} as const;
