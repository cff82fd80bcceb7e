import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiResponse } from '@wagering/shared/api';
import { racingKeys } from './keys';

export type RaceFormGuide = ApiResponse<'/racing/races/{id}/form'>['data'];
export type RunnerFormGuide = RaceFormGuide['runners'][number];

/** GET /racing/races/{id}/form: each runner's last five starts and last start's sectionals, and the speed map. */
async function getRaceFormGuide(eventId: number): Promise<RaceFormGuide> {
  const { data } = await api.GET('/racing/races/{id}/form', { params: { path: { id: eventId } } });
  return data;
}

/**
 * Asked again when a runner is scratched (`scratched`, its saddle numbers), so the speed map is of the runners still
 * in: the live push patches the card's prices, not this.
 */
const raceFormGuideQuery = (eventId: number, scratched: string) =>
  queryOptions({ queryKey: racingKeys.formGuide(eventId, scratched), queryFn: () => getRaceFormGuide(eventId) });

/** The race's form guide, asked for only once the punter opens a runner's form or the speed map. */
export const useRaceFormGuide = (eventId: number, scratched: string, enabled: boolean) =>
  useQuery({ ...raceFormGuideQuery(eventId, scratched), enabled });
