import { competitionSchema, sortBy } from '../schemas';
import { errorResponses } from '../../../lib/schemas';
import { data, idParam } from '../../racing/schemas';

export const getRoundMatchesSchema = {
  tags: ['sports'],
  summary: "A competition's (group's) matches, optionally of one round (sub_comp_grouping)",
  querystring: {
    type: 'object',
    required: ['group'],
    properties: {
      group: idParam,
      sport: { type: 'string', maxLength: 10 },
      sub_comp_grouping: { type: 'string', maxLength: 50 },
      sortBy,
    },
  },
  response: { ...data(competitionSchema), ...errorResponses(404) },
} as const;
