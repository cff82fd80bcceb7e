import { PGlite } from '@electric-sql/pglite';
const db = await PGlite.create(process.argv[2]);
const day = '2026-11-28';
const ids = (await db.query(`select meeting_id from racing_meetings m where m.meeting_date = $1::date and not m.is_futures`, [day])).rows.map(r => r.meeting_id);
const COLS = `r.event_id, r.meeting_id, m.meeting_name, m.meeting_date, m.race_type, m.state_country_code, m.is_australian, m.is_futures,
         r.race_number, r.race_name, r.start_time, r.race_distance, r.weather, r.track_condition, r.race_status, r.result_string, r.dividends`;
const OLD = `SELECT ${COLS},
         (SELECT count(*) FROM racing_runners x WHERE x.event_id = r.event_id AND NOT x.is_eliminated) AS field_size,
         (SELECT max(race_number) FROM racing_races x WHERE x.meeting_id = r.meeting_id) AS last_race,
         (SELECT json_agg(json_build_object('position', x.finish_position, 'saddle_number', x.saddle_number,
                 'runner_name', x.runner_name) ORDER BY x.finish_position)
          FROM racing_runners x WHERE x.event_id = r.event_id AND x.finish_position BETWEEN 1 AND 3) AS placings
  FROM racing_races r JOIN racing_meetings m ON m.meeting_id = r.meeting_id WHERE r.meeting_id = ANY($1::int[]) ORDER BY r.start_time, r.meeting_id, r.race_number`;
const BARE = `SELECT ${COLS} FROM racing_races r JOIN racing_meetings m ON m.meeting_id = r.meeting_id WHERE r.meeting_id = ANY($1::int[]) ORDER BY r.start_time, r.meeting_id, r.race_number`;
const NODIV = BARE.replace(', r.dividends', '');
for (const [name, sql] of [['old', OLD], ['bare', BARE], ['bare-no-dividends', NODIV], ['old', OLD]]) {
  for (let i = 0; i < 3; i++) await db.query(sql, [ids]);
  const t = performance.now(); let n; for (let i = 0; i < 10; i++) n = (await db.query(sql, [ids])).rows.length;
  console.log(name, ((performance.now() - t) / 10).toFixed(1), 'ms', n);
}
const ex = await db.query(`EXPLAIN (ANALYZE, TIMING OFF) ${OLD}`, [ids]); console.log(ex.rows.at(-1));
