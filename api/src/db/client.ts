import { mkdir } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** A row-returning SQL client. PostgreSQL is the one dialect: PGlite in-process, or a server when DATABASE_URL is set. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  /** NOTIFY each payload on a channel, in order; inside a transaction, delivered only if and when it commits. */
  notify(channel: string, payloads: string[]): Promise<void>;
}

/** A transaction's queries, and a script of several statements (a migration file) run as one. */
export interface Transaction extends Queryable {
  exec(script: string): Promise<void>;
}

const NOTIFY_ALL = 'SELECT pg_notify($1, payload) FROM unnest($2::text[]) AS payload';
/** One round trip for several notifications. */
const notifyVia = (q: Pick<Queryable, 'query'>) => async (channel: string, payloads: string[]) => {
  if (payloads.length) await q.query(NOTIFY_ALL, [channel, payloads]);
};

/** A transaction's exec by its driver's way to run a script; the driver's results are of no use to a script. */
const runScript = (run: (script: string) => Promise<unknown>) => async (script: string) => void (await run(script));

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction (BEGIN … COMMIT, ROLLBACK on throw). Use SELECT … FOR UPDATE inside for row locks. */
  tx<T>(fn: (q: Transaction) => Promise<T>): Promise<T>;
  /** LISTEN on a channel; returns an unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** Whether live events reach this process: 'degraded' while the listener or the fan-out is away (readiness). */
  liveEvents?(): 'ok' | 'degraded';
  close(): Promise<void>;
}

export interface DbOptions {
  /** postgres://… to use a PostgreSQL server; otherwise PGlite. */
  databaseUrl?: string;
  /** PGlite data folder; omitted means in-memory. */
  dataDir?: string;
  /** PostgreSQL schema to use (tests isolate each suite in its own schema). */
  schema?: string;
  /** Told of a lost server connection (a restart, a failover); the pool and the listener reconnect by themselves. */
  onError?: (err: unknown) => void;
  /** Connections to the PostgreSQL server (PG_POOL_MAX, config.ts); 20 unless set. */
  poolMax?: number;
}

export async function openDb(options: DbOptions = {}): Promise<Db> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.schema, options.onError, options.poolMax)
    : openPglite(options.dataDir, options.schema);
}

async function openPglite(dataDir?: string, schema?: string): Promise<Db> {
  // PGlite makes only the last folder of its path: a fresh clone has no api/.data yet.
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const lite = await PGlite.create(dataDir);
  if (schema) await lite.exec(`CREATE SCHEMA IF NOT EXISTS "${schema}"; SET search_path TO "${schema}"`);
  // PGlite is a single connection: serialise transactions so one never interleaves with another.
  let chain: Promise<unknown> = Promise.resolve();
  const db: Db = {
    kind: 'pglite',
    async query<T>(sql: string, params?: unknown[]) {
      await chain.catch(() => undefined);
      const r = await lite.query<T>(sql, params as unknown[]);
      return { rows: r.rows };
    },
    tx<T>(fn: (q: Transaction) => Promise<T>): Promise<T> {
      const run = chain
        .catch(() => undefined)
        .then(() =>
          lite.transaction(async (t) => {
            const query = async <R>(s: string, p?: unknown[]) => ({ rows: (await t.query<R>(s, p as unknown[])).rows });
            return fn({ query, notify: notifyVia({ query }), exec: runScript((s) => t.exec(s)) });
          }),
        );
      chain = run;
      return run as Promise<T>;
    },
    async listen(channel, onPayload) {
      const unsub = await lite.listen(channel, onPayload);
      return async () => unsub();
    },
    notify: (channel, payloads) => notifyVia(db)(channel, payloads),
    async close() {
      await chain.catch(() => undefined);
      await lite.close();
    },
  };
  return db;
}

const statementNames = new Map<string, string>();

/**
 * A query with parameters as a named prepared statement: each pooled connection parses and plans it once, then only
 * binds and executes (the bet transaction's ~10 statements run thousands of times a second). Text without
 * parameters may hold several statements (migrations), which only the simple protocol runs, so it stays unnamed.
 */
function prepared(text: string, values?: unknown[]): pg.QueryConfig | string {
  if (!values) return text;
  let name = statementNames.get(text);
  if (!name) {
    name = `q${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    statementNames.set(text, name);
  }
  return { name, text, values };
}

/** How long the listener waits before it tries the server again, growing to the last step while it stays away. */
const RELISTEN_STEPS_MS = [100, 250, 500, 1000];

async function openPostgres(
  databaseUrl: string,
  schema?: string,
  onError: (err: unknown) => void = () => {},
  poolMax = 20,
): Promise<Db> {
  if (schema) await createSchema(databaseUrl, schema);
  const pool = openPool(databaseUrl, schema, onError, poolMax);
  const listener = pgListener(databaseUrl, onError);
  return {
    kind: 'postgres',
    async query<T>(sql: string, params?: unknown[]) {
      const r = await pool.query(prepared(sql, params));
      return { rows: r.rows as T[] };
    },
    tx: <T>(fn: (q: Transaction) => Promise<T>) => pooledTx(pool, fn),
    listen: listener.listen,
    notify: (channel, payloads) => notifyVia(pool)(channel, payloads),
    liveEvents: listener.liveEvents,
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}

async function createSchema(databaseUrl: string, schema: string): Promise<void> {
  const setup = new pg.Client({ connectionString: databaseUrl });
  await setup.connect();
  await setup.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
  await setup.end();
}

function openPool(databaseUrl: string, schema: string | undefined, onError: (err: unknown) => void, poolMax: number) {
  // The search path is a startup option of every pooled connection, so no query can run before it applies.
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolMax,
    // While the server is away a request waits this long for a connection at most, then answers 503.
    connectionTimeoutMillis: 5000,
    ...(schema ? { options: `-c search_path="${schema}"` } : {}),
  });
  // A server that goes away errors every connection, idle or checked out: without a listener that is an unhandled
  // 'error' event and the process exits. Handled, the broken connection is dropped and the next query opens a new one.
  pool.on('error', onError);
  pool.on('connect', (client) => client.on('error', onError));
  return pool;
}

/** Runs fn in one transaction on a pooled connection. */
async function pooledTx<T>(pool: pg.Pool, fn: (q: Transaction) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const query = async <R>(s: string, p?: unknown[]) => ({
      rows: (await client.query(prepared(s, p))).rows as R[],
    });
    // Text without parameters goes by the simple protocol, which runs several statements.
    const result = await fn({ query, notify: notifyVia({ query }), exec: runScript((s) => client.query(s)) });
    await client.query('COMMIT');
    return result;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

/** The server's notifications: one LISTEN connection for every channel, opened again (with each channel) if lost. */
function pgListener(databaseUrl: string, onError: (err: unknown) => void) {
  const handlers = new Map<string, Set<(p: string) => void>>();
  let closed = false;
  let listener: Promise<pg.Client> | undefined;
  /** The LISTEN connection, opened once and opened again (with every channel) after it is lost. */
  const listening = (): Promise<pg.Client> =>
    (listener ??= connectListener().catch((err) => {
      listener = undefined;
      throw err;
    }));
  const connectListener = async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    client.on('error', onError);
    client.on('notification', (n) => handlers.get(n.channel)?.forEach((h) => h(n.payload ?? '')));
    await client.connect();
    // Only a connection that was up can be lost; a failed connect rejects, and the caller retries.
    client.on('error', () => lost(client));
    client.on('end', () => lost(client));
    for (const channel of handlers.keys()) await client.query(`LISTEN "${channel}"`);
    return client;
  };
  let lostClient: pg.Client | undefined;
  const lost = (client: pg.Client) => {
    if (closed || lostClient === client) return;
    lostClient = client;
    listener = undefined;
    void relisten(0);
  };
  const relisten = async (attempt: number): Promise<void> => {
    await new Promise((r) => setTimeout(r, RELISTEN_STEPS_MS[Math.min(attempt, RELISTEN_STEPS_MS.length - 1)]));
    if (closed || listener) return;
    await listening().catch(() => relisten(attempt + 1));
  };
  return {
    async listen(channel: string, onPayload: (payload: string) => void) {
      const client = await listening();
      if (!handlers.has(channel)) {
        handlers.set(channel, new Set());
        await client.query(`LISTEN "${channel}"`);
      }
      handlers.get(channel)!.add(onPayload);
      return async () => void handlers.get(channel)?.delete(onPayload);
    },
    liveEvents: (): 'ok' | 'degraded' => (handlers.size > 0 && !listener ? 'degraded' : 'ok'),
    async close() {
      closed = true;
      await listener?.then((client) => client.end()).catch(() => undefined);
    },
  };
}

/** Connection-class failures (SQLSTATE 08…, 57P01–57P03) and socket errors: the database is away, not the request. */
const UNAVAILABLE_CODES = /^(08[0-9A-Z]{3}|57P0[123]|ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|EHOSTUNREACH)$/;

/** Whether an error means the database could not be reached (answered 503, retried later), rather than a bug. */
export function databaseUnavailable(err: unknown): boolean {
  const { code, message } = (err ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && UNAVAILABLE_CODES.test(code)) return true;
  return (
    typeof message === 'string' &&
    /^Connection terminated|not queryable|timeout exceeded when trying to connect/.test(message)
  );
}
