import type { Queryable } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { InferAnswer } from '../../lib/schemas';
import type { flucsSchema } from './schemas';

/** A race's flucs as `GET /racing/flucs/{event_id}` answers them (the schema says each field). */
type RaceFlucs = InferAnswer<typeof flucsSchema>;
/** A runner's fixed win price flucs: its opening price, the highest and lowest since, and its recent prices. */
type RunnerFlucs = RaceFlucs['runners'][number];

/** The flucs of a race's runners that have been quoted a fixed win price (kept by migration 180's trigger). */
export async function flucs(q: Queryable, eventId: number): Promise<RaceFlucs> {
  const race = await q.query('SELECT 1 FROM racing_races WHERE event_id = $1', [eventId]);
  if (!race.rows[0]) throw notFound('Race not found');
  const { rows } = await q.query<{
    saddle_number: number;
    flucs: Omit<RunnerFlucs, 'saddle_number' | 'current'>;
  }>(
    'SELECT saddle_number, flucs FROM racing_runners WHERE event_id = $1 AND flucs IS NOT NULL ORDER BY saddle_number',
    [eventId],
  );
  const runners = rows.map(({ saddle_number, flucs: f }) => ({
    saddle_number,
    ...f,
    current: f.history[f.history.length - 1] ?? f.open,
  }));
  return { event_id: eventId, runners };
}
