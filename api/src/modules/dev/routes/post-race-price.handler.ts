import type { ApiHandler } from '../../../lib/type-provider';
import type { postRacePriceSchema } from './post-race-price.schema';
import { notFound } from '../../../lib/errors';
import { publishIn } from '../../live-events/publish';
import { raceOf } from './race-state';

export const postRacePriceHandler: ApiHandler<typeof postRacePriceSchema> = async (request) => {
  const { saddle_number, price, dividend_code = 'FWIN' } = request.body;
  const r = await raceOf(request.server.deps.db, request.params.event_id);
  return request.server.deps.db.tx(async (q) => {
    const { rows } = await q.query<{ odds: Record<string, number>; is_eliminated: boolean }>(
      `UPDATE racing_runners SET odds = odds || jsonb_build_object($3::text, $4::numeric)
           WHERE event_id = $1 AND saddle_number = $2 RETURNING odds, is_eliminated`,
      [r.event_id, saddle_number, dividend_code, price],
    );
    if (!rows[0]) throw notFound('This runner is not in this race');
    await publishIn(q, {
      kind: 'odds',
      race_id: r.event_id,
      event_id: r.event_id,
      runners: [{ saddle_number, is_eliminated: rows[0].is_eliminated, odds: { [dividend_code]: price } }],
      published_at: Date.now(),
    });
    return { event_id: r.event_id, saddle_number, odds: rows[0].odds };
  });
};
