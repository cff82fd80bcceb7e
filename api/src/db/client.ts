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

const NOTIFY_ALL = 'SELECT pg_notify($1, payload) FROM unnest($2::text[]) AS payload';
/** One round trip for several notifications. */
const notifyVia = (q: Pick<Queryable, 'query'>) => async (channel: string, payloads: string[]) => {
  if (payloads.length) await q.query(NOTIFY_ALL, [channel, payloads]);
};

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction (BEGIN … COMMIT, ROLLBACK on throw). Use SELECT … FOR UPDATE inside for row locks. */
  tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  /** LISTEN on a channel; returns an unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface DbOptions {
  /** postgres://… to use a PostgreSQL server; otherwise PGlite. */
  databaseUrl?: string;
  /** PGlite data folder; omitted means in-memory. */
  dataDir?: string;
  /** PostgreSQL schema to use (tests isolate each suite in its own schema). */
  schema?: string;
}

export async function openDb(options: DbOptions = {}): Promise<Db> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.schema)
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
    tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T> {
      const run = chain
        .catch(() => undefined)
        .then(() =>
          lite.transaction(async (t) => {
            const query = async <R>(s: string, p?: unknown[]) => ({ rows: (await t.query<R>(s, p as unknown[])).rows });
            return fn({ query, notify: notifyVia({ query }) });
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

async function openPostgres(databaseUrl: string, schema?: string): Promise<Db> {
  if (schema) {
    const setup = new pg.Client({ connectionString: databaseUrl });
    await setup.connect();
    await setup.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
    await setup.end();
  }
  // The search path is a startup option of every pooled connection, so no query can run before it applies.
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: Number(process.env.PG_POOL_MAX ?? 20),
    ...(schema ? { options: `-c search_path="${schema}"` } : {}),
  });
  let listener: pg.Client | undefined;
  const handlers = new Map<string, Set<(p: string) => void>>();
  return {
    kind: 'postgres',
    async query<T>(sql: string, params?: unknown[]) {
      const r = await pool.query(prepared(sql, params));
      return { rows: r.rows as T[] };
    },
    async tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const query = async <R>(s: string, p?: unknown[]) => ({ rows: (await client.query(prepared(s, p))).rows as R[] });
        const result = await fn({ query, notify: notifyVia({ query }) });
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    async listen(channel, onPayload) {
      if (!listener) {
        listener = new pg.Client({ connectionString: databaseUrl });
        await listener.connect();
        listener.on('notification', (n) => handlers.get(n.channel)?.forEach((h) => h(n.payload ?? '')));
      }
      if (!handlers.has(channel)) {
        handlers.set(channel, new Set());
        await listener.query(`LISTEN "${channel}"`);
      }
      handlers.get(channel)!.add(onPayload);
      return async () => void handlers.get(channel)?.delete(onPayload);
    },
    notify: (channel, payloads) => notifyVia(pool)(channel, payloads),
    async close() {
      await listener?.end().catch(() => undefined);
      await pool.end();
    },
  };
}
