import type { OddsUpdate, RaceUpdate } from '@wagering/shared/api';
import type { Race } from '../types';

// A race in full or as a list shows it (no products or runners): both take status changes.
const isRace = (node: unknown): node is Race =>
  typeof node === 'object' && node !== null && 'event_id' in node && 'race_status' in node && 'race_number' in node;

/**
 * Applies `patch` to every race with the given event_id anywhere inside cached query data (a race, a list of
 * races, meetings, a race card or races keyed by id). Returns the same object when nothing matched, so
 * react-query leaves unrelated queries untouched.
 */
export function patchRaces<T>(data: T, eventId: number, patch: (race: Race) => Race): T {
  if (Array.isArray(data)) {
    let changed = false;
    const next = data.map((item) => {
      const out = patchRaces(item, eventId, patch);
      if (out !== item) changed = true;
      return out;
    });
    return (changed ? next : data) as T;
  }
  if (typeof data !== 'object' || data === null) return data;
  // A race holds no other races: it is patched or left as it is without walking its runners and products.
  if (isRace(data)) return (Number(data.event_id) === eventId ? patch(data) : data) as T;
  let changed = false;
  const next: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    const out = typeof value === 'object' && value !== null ? patchRaces(value, eventId, patch) : value;
    if (out !== value) changed = true;
    next[key] = out;
  }
  return (changed ? next : data) as T;
}

/**
 * New prices from the live push merged into a race's runners. A scratched runner comes with no prices: it keeps none
 * (as the race asked for again would show it), so nothing reads a price it can no longer be backed at.
 */
export function applyOdds(race: Race, update: OddsUpdate): Race {
  if (!race.runners) return race;
  const byNumber = new Map(update.runners.map((r) => [r.saddle_number, r]));
  return {
    ...race,
    runners: race.runners.map((runner) => {
      const u = byNumber.get(runner.saddle_number);
      // A runner whose prices did not move stays the same object, so its row on the card is not drawn again.
      if (
        !u ||
        (u.is_eliminated === runner.is_eliminated &&
          Object.entries(u.odds).every(([code, v]) => runner.odds[code] === v))
      )
        return runner;
      const odds = u.is_eliminated ? u.odds : { ...runner.odds, ...u.odds };
      return { ...runner, odds, is_eliminated: u.is_eliminated };
    }),
  };
}

/** A status change from the live push: new status, countdown and result. */
export function applyRaceUpdate(race: Race, update: RaceUpdate, receivedAt = Date.now()): Race {
  const seconds = update.jumps_in_sec;
  return {
    ...race,
    race_status: update.race_status ?? race.race_status,
    jumps_in_sec: seconds ?? race.jumps_in_sec,
    jump_at: seconds && seconds > 0 ? receivedAt + seconds * 1000 : race.jump_at,
    result_string: update.result_string ?? race.result_string,
    show_results: race.show_results || update.race_status === 'Interim' || update.race_status === 'Final',
  };
}
