import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@wagering/shared/api';
import { quadrellaOrder, withJumpAt } from '../lib/race-rules';
import type { Quadrella } from '../types';
import { racingKeys } from './keys';

/** GET /racing/race-quadrella/{meetingId}: the meeting's last four races, eliminated runners listed last. */
async function getRaceQuadrella(meetingId: number): Promise<Quadrella> {
  const { data } = await api.GET('/racing/race-quadrella/{id}', { params: { path: { id: meetingId } } });
  const receivedAt = Date.now();
  return {
    ...data,
    legs: data.legs.map((leg) => ({ ...withJumpAt(leg, receivedAt), runners: quadrellaOrder(leg.runners) })),
  };
}

const raceQuadrellaQuery = (meetingId: number) =>
  queryOptions({ queryKey: racingKeys.quadrella(meetingId), queryFn: () => getRaceQuadrella(meetingId) });

export const useRaceQuadrella = (meetingId: number, enabled = true) =>
  useQuery({ ...raceQuadrellaQuery(meetingId), enabled });
