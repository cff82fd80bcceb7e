import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@wagering/shared/api';
import { meetingWithJumpAt, withJumpAt } from '../lib/race-rules';
import type { RaceCard } from '../types';
import { racingKeys } from './keys';

/** GET /racing/race-card/{meetingId}/{eventId}: the meeting with its races, and the race with runners and products. */
async function getRaceCard(meetingId: number, eventId: number): Promise<RaceCard> {
  const { data } = await api.GET('/racing/race-card/{meetingId}/{eventId}', {
    params: { path: { meetingId, eventId } },
  });
  const receivedAt = Date.now();
  return { meeting: meetingWithJumpAt(data.meeting, receivedAt), race: withJumpAt(data.race, receivedAt) };
}

export const raceCardQuery = (meetingId: number, eventId: number) =>
  queryOptions({ queryKey: racingKeys.raceCard(meetingId, eventId), queryFn: () => getRaceCard(meetingId, eventId) });

export const useRaceCard = (meetingId: number, eventId: number) => useQuery(raceCardQuery(meetingId, eventId));
