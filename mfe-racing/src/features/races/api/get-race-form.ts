import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiResponse } from '@wagering/shared/api';
import { racingKeys } from './keys';

export type RaceForm = ApiResponse<'/racing/race-form/{meetingId}/{eventId}'>['data'];

/** GET /racing/race-form/{meetingId}/{eventId}: every runner's recent starts and career line. */
async function getRaceForm(meetingId: number, eventId: number): Promise<RaceForm> {
  const { data } = await api.GET('/racing/race-form/{meetingId}/{eventId}', {
    params: { path: { meetingId, eventId } },
  });
  return data;
}

const raceFormQuery = (meetingId: number, eventId: number) =>
  queryOptions({ queryKey: racingKeys.raceForm(meetingId, eventId), queryFn: () => getRaceForm(meetingId, eventId) });

/** The race's form, asked for only once the punter opens a runner's form guide. */
export const useRaceForm = (meetingId: number, eventId: number, enabled: boolean) =>
  useQuery({ ...raceFormQuery(meetingId, eventId), enabled });
