import { errorResponses } from '../../../lib/schemas';
import { data, raceOfMeetingParams, raceSchema, runnerSchema } from '../schemas';

export const getRaceFormSchema = {
  tags: ['racing'],
  summary: "Race form: every runner's recent starts and career line",
  params: raceOfMeetingParams,
  response: {
    ...data({
      ...raceSchema,
      properties: { ...raceSchema.properties, runners: { type: 'array', items: runnerSchema } },
    }),
    ...errorResponses(404),
  },
} as const;
