import type { ApiHandler } from '../../../lib/type-provider';
import type { getMeetingResultsSchema } from './get-meeting-results.schema';
import { meetingResults } from '../meetings';
import { raceTypeOf } from '../race-model';
import { badRequest } from '../../../lib/errors';
import { CHECK_FIELDS } from '../../../lib/validate';

export const getMeetingResultsHandler: ApiHandler<typeof getMeetingResultsSchema> = async (req) => {
  const { day, month, year, meeting_name, type } = req.query;
  const date = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  if (new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) !== date)
    throw badRequest(CHECK_FIELDS, { day: 'must be a day of that month' });
  return {
    data: await meetingResults(req.server.deps.db, req.server.deps.clock.now(), date, meeting_name, raceTypeOf(type)),
  };
};
