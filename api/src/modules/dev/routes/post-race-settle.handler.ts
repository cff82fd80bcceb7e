import type { ApiHandler } from '../../../lib/type-provider';
import type { postRaceSettleSchema } from './post-race-settle.schema';
import { badRequest, conflict } from '../../../lib/errors';
import { runningFeed } from '../running-feed';
import { FINAL_AFTER_MS } from '../../feed/timeline';
import { raceOf, stateOf } from './race-state';

export const postRaceSettleHandler: ApiHandler<typeof postRaceSettleSchema> = async (request) => {
  const r = await raceOf(request.server.deps.db, request.params.event_id);
  if (r.race_status === 'Final' || r.race_status === 'Abandoned') throw conflict('This race is already settled');
  const { rows } = await request.server.deps.db.query<{ saddle_number: number }>(
    'SELECT saddle_number FROM racing_runners WHERE event_id = $1 AND NOT is_eliminated ORDER BY saddle_number',
    [r.event_id],
  );
  const field = rows.map((x) => x.saddle_number);
  const { order } = request.body;
  if (new Set(order).size !== order.length || order.some((s) => !field.includes(s)))
    throw badRequest('The finish names each running runner once', { order: 'must be running saddle numbers' });
  const { simulator, tick } = runningFeed(request.server);
  simulator.forceResult(r.event_id, [...order, ...field.filter((s) => !order.includes(s))]);
  // The simulator runs a race by its timeline: placing the jump far enough back makes its next tick the Final.
  await request.server.deps.db.query(
    `UPDATE racing_races SET start_time = LEAST(start_time, to_timestamp($2::float8 / 1000)), fate = 'run'
         WHERE event_id = $1`,
    [r.event_id, request.server.deps.clock.now() - FINAL_AFTER_MS],
  );
  await tick();
  // The tick pushed the race's new status and settled the bets on it.
  return stateOf(await raceOf(request.server.deps.db, r.event_id));
};
