import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { startLive, subscribeLive } from '@wagering/shared/api';
import { racingKeys } from '../api/keys';
import { applyOdds, applyRaceUpdate, patchRaces } from '../lib/live-patch';

/** The race id of a live event (the feed sends both race_id and event_id; they are the same race). */
const raceIdOf = (event: { race_id?: string | number; event_id?: string | number }) =>
  Number(event.event_id ?? event.race_id);

/**
 * Keeps every cached race live from the page's one push stream: prices and race status are written into the
 * query cache (no polling), so every badge, countdown and result on screen follows. Same-race-multi prices and
 * price flucs of a repriced race are asked again.
 */
export function useLiveRacing(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    // The page's one stream: opened here if the shell has not opened it yet (later calls are no-ops), and left
    // open on unmount because other areas of the page read it too.
    startLive();
    const offOdds = subscribeLive('odds', (update) => {
      const eventId = raceIdOf(update);
      queryClient.setQueriesData({ queryKey: racingKeys.all }, (data: unknown) =>
        patchRaces(data, eventId, (race) => applyOdds(race, update)),
      );
      void queryClient.invalidateQueries({ queryKey: ['racing', 'same-race-multi-div', eventId] });
      // Every price is a point of the flucs: a card showing them asks again (lib/flucs.ts bridges the wait).
      void queryClient.invalidateQueries({ queryKey: racingKeys.flucs(eventId) });
    });
    const offRace = subscribeLive('race', (update) => {
      const eventId = raceIdOf(update);
      const receivedAt = Date.now();
      queryClient.setQueriesData({ queryKey: racingKeys.all }, (data: unknown) =>
        patchRaces(data, eventId, (race) => applyRaceUpdate(race, update, receivedAt)),
      );
      // Dividends arrive with the final result: a card showing this race asks for it again. (Result pages are for
      // past days and are not refetched on every race of today.)
      if (update.race_status === 'Final') {
        void queryClient.invalidateQueries({
          predicate: ({ queryKey }) =>
            queryKey[0] === 'racing' && queryKey[1] === 'race-card' && queryKey[3] === eventId,
        });
      }
    });
    return () => {
      offOdds();
      offRace();
    };
  }, [queryClient]);
}
