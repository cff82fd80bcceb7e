import type { ApiRoutes } from '../../lib/type-provider';
import { arrayOf, dateTime, int, obj, oneOfStrings, str, errorResponses, bearerAuth } from '../../lib/schemas';
import { operatorsOnly } from '../../lib/operators';
import { rateLimited } from '../../lib/rate-limits';

/** Distinct (remote, release, phase) rows a day may add: a flood of made-up releases only bumps existing counts. */
export const MAX_ROWS_A_DAY = 200;
/** Reports older than this are deleted (checked at most hourly, on a report). */
export const KEEP_DAYS = 30;
/** Rows a read answers with at most, newest first. */
export const MAX_ROWS_READ = 200;
const HOUR_MS = 3_600_000;

const PHASES = ['load', 'render', 'timeout'] as const;

const failureReport = obj(
  {
    remote: { type: 'string', pattern: '^[a-z][a-z0-9-]{0,39}$', description: 'The remote’s name in remotes.json' },
    version: { type: 'string', minLength: 1, maxLength: 64, description: 'The release the page loaded' },
    phase: {
      ...oneOfStrings(PHASES),
      description: 'load: its files failed; render: it crashed; timeout: no answer in time',
    },
    message: { type: 'string', maxLength: 500 },
    path: { type: 'string', maxLength: 200, description: 'The page the punter was on' },
  },
  ['message', 'path'],
);

const failureSummary = obj({
  remote: str,
  version: str,
  phase: str,
  count: int,
  last_message: str,
  last_path: str,
  last_seen_at: dateTime,
});

/**
 * Remote failures as browsers see them: the shell reports each failed or timed-out remote with its name and
 * release, and operators read the counts per release (no personal data: no user, no address).
 */
export const remoteFailureRoutes: ApiRoutes = async (app) => {
  const { db, clock } = app.deps;
  const tags = ['remote-failures'];
  let prunedAt = -Infinity;
  const pruneOldReports = async (now: number) => {
    if (now - prunedAt < HOUR_MS) return;
    prunedAt = now;
    await db.query(`DELETE FROM remote_failures WHERE day < $1::timestamptz::date - $2::int`, [
      new Date(now).toISOString(),
      KEEP_DAYS,
    ]);
  };

  app.post(
    '/remote-failures',
    {
      schema: {
        tags,
        summary: 'Report a remote that failed to load, timed out or crashed (sent by the shell)',
        body: failureReport,
        response: { 204: { type: 'null' }, ...errorResponses(400, 429) },
      },
      config: rateLimited(app, 'failureReports'),
    },
    async (request, reply) => {
      const { remote, version, phase, message = '', path = '' } = request.body;
      const now = new Date(clock.now());
      await pruneOldReports(now.getTime());
      // A new row only while the day has fewer than MAX_ROWS_A_DAY; a known one always counts.
      await db.query(
        `INSERT INTO remote_failures (remote, version, phase, day, last_message, last_path, last_seen_at)
         SELECT $1, $2, $3, $4::timestamptz::date, $5, $6, $4
         WHERE (SELECT count(*) FROM remote_failures WHERE day = $4::timestamptz::date) < $7
            OR EXISTS (SELECT 1 FROM remote_failures
                       WHERE (remote, version, phase, day) = ($1, $2, $3, $4::timestamptz::date))
         ON CONFLICT (remote, version, phase, day) DO UPDATE
           SET count = remote_failures.count + 1, last_message = $5, last_path = $6, last_seen_at = $4`,
        [remote, version, phase, now.toISOString(), message, path, MAX_ROWS_A_DAY],
      );
      request.log.warn({ remote, version, phase, message }, 'remote failure reported');
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/remote-failures',
    {
      schema: {
        tags,
        summary: `Remote failures per release over the last hours, the newest ${MAX_ROWS_READ} (operators: Bearer OPS_TOKEN)`,
        security: bearerAuth,
        querystring: obj({ hours: { type: 'integer', minimum: 1, maximum: 720, default: 24 } }, ['hours']),
        response: { 200: obj({ data: arrayOf(failureSummary) }), ...errorResponses(400, 401) },
      },
      preHandler: operatorsOnly(app),
    },
    async (request) => {
      const since = new Date(clock.now() - (request.query.hours ?? 24) * 3_600_000);
      const { rows } = await db.query<{
        remote: string;
        version: string;
        phase: string;
        count: number;
        last_message: string;
        last_path: string;
        last_seen_at: Date;
      }>(
        `SELECT remote, version, phase, SUM(count)::int AS count, MAX(last_seen_at) AS last_seen_at,
                (ARRAY_AGG(last_message ORDER BY last_seen_at DESC))[1] AS last_message,
                (ARRAY_AGG(last_path ORDER BY last_seen_at DESC))[1] AS last_path
         FROM remote_failures WHERE last_seen_at >= $1
         GROUP BY remote, version, phase ORDER BY MAX(last_seen_at) DESC LIMIT $2`,
        [since.toISOString(), MAX_ROWS_READ],
      );
      return { data: rows.map((r) => ({ ...r, last_seen_at: new Date(r.last_seen_at).toISOString() })) };
    },
  );
};
