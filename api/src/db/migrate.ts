import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Db, Queryable } from './client';

const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url));

/** Held while migrating, per schema (test suites sharing a server migrate side by side). */
const MIGRATION_LOCK = 4_240_002;

/**
 * Applies every migrations/NNN_name.sql not yet applied, in name order, in one transaction that first takes an
 * advisory lock: API replicas starting together on an empty database queue on it, and the later ones find the work
 * done (without it the second dies on a duplicate key). A failing file leaves the schema as it was.
 */
export async function migrate(db: Db): Promise<string[]> {
  const files = await migrationFiles();
  const sources = await Promise.all(files.map((f) => readFile(migrationsDir + f, 'utf8')));
  return db.tx(async (q) => {
    await q.query('SELECT pg_advisory_xact_lock($1, hashtext(current_schema()))', [MIGRATION_LOCK]);
    await q.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set(
      (await q.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((r) => r.name),
    );
    const applied: string[] = [];
    for (const [i, file] of files.entries()) {
      if (done.has(file)) continue;
      for (const statement of splitStatements(sources[i])) await q.query(statement);
      await q.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      applied.push(file);
    }
    return applied;
  });
}

const migrationFiles = async () => (await readdir(migrationsDir)).filter((f) => f.endsWith('.sql')).sort();

/** The migrations this build has that the database lacks (readiness: a replica never serves an older schema). */
export async function pendingMigrations(q: Queryable): Promise<string[]> {
  const { rows } = await q.query<{ name: string }>(
    'SELECT name FROM unnest($1::text[]) AS name WHERE name NOT IN (SELECT name FROM schema_migrations)',
    [await migrationFiles()],
  );
  return rows.map((r) => r.name);
}

/** Splits a migration on semicolons at line ends, outside $$-quoted bodies. */
function splitStatements(sql: string): string[] {
  const out: string[] = [];
  let current = '';
  let inDollar = false;
  for (const line of sql.split('\n')) {
    if ((line.match(/\$\$/g) ?? []).length % 2 === 1) inDollar = !inDollar;
    current += line + '\n';
    if (!inDollar && /;\s*(--.*)?$/.test(line)) {
      if (current.trim().replace(/;$/, '').trim()) out.push(current.trim());
      current = '';
    }
  }
  if (current.trim()) out.push(current.trim());
  return out.filter((s) => !/^(--[^\n]*\n?)*$/.test(s));
}
