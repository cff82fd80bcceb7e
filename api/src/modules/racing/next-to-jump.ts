import type { Queryable } from '../../db/client';
import type { Race, RaceTypeCode } from './race-model';
import { races, typeClause } from './race-rows';

/** The next races to jump (jumps_in_sec above 0), soonest first. */
export async function nextToJump(q: Queryable, now: number, type: RaceTypeCode | null, count: number): Promise<Race[]> {
  return races(
    q,
    now,
    `WHERE r.race_status IN ('Open', 'Suspended') AND r.start_time > to_timestamp($1::float8 / 1000) AND NOT m.is_futures ${typeClause(type, 2)}
     ORDER BY r.start_time, r.event_id LIMIT $3`,
    [now, type, count],
  );
}
