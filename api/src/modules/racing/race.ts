import type { Queryable } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { Race } from './race-model';
import { races } from './race-rows';

export async function race(q: Queryable, now: number, eventId: number): Promise<Race> {
  const [found] = await races(q, now, 'WHERE r.event_id = $1', [eventId], true);
  if (!found) throw notFound('Race not found');
  return found;
}

export async function racesByIds(q: Queryable, now: number, eventIds: number[]): Promise<Record<string, Race>> {
  const list = await races(q, now, 'WHERE r.event_id = ANY($1::int[])', [eventIds], true);
  return Object.fromEntries(list.map((r) => [String(r.event_id), r]));
}
