import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import Postgrator from 'postgrator';
import type { Db, Queryable, Transaction } from './client';

const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url));

/** Held while migrating, per schema (test suites sharing a server migrate side by side). */
const MIGRATION_LOCK = 4_240_002;

/**
 * Postgrator over one transaction: its queries and each migration file run there. Its table is named with the schema
 * (its check for the table otherwise finds another schema's on a shared server, as test suites have).
 */
const postgratorIn = (q: Transaction, schema: string) =>
  new Postgrator({
    driver: 'pg',
    migrationPattern: `${migrationsDir}*.sql`,
    schemaTable: `${schema}.schemaversion`,
    execQuery: (sql) => q.query(sql),
    execSqlScript: (sql) => q.exec(sql),
  });

/**
 * The old runner recorded each applied file in schema_migrations ('170_feed_leader.sql'). A database it migrated gets
 * postgrator's table with those versions and checksums, once, so nothing runs twice. schema_migrations stays as it was:
 * replicas of the previous build read it for readiness while a rolling deploy replaces them.
 */
async function adoptOldRunnerRecords(q: Transaction, postgrator: Postgrator, schema: string): Promise<void> {
  const { rows } = await q.query<{ old: boolean; adopted: boolean }>(
    `SELECT to_regclass(format('%I.schema_migrations', $1::text)) IS NOT NULL AS old,
            to_regclass(format('%I.schemaversion', $1::text)) IS NOT NULL AS adopted`,
    [schema],
  );
  if (!rows[0].old || rows[0].adopted) return;
  // On a database without its table, migrating to version 0 only creates the table.
  await postgrator.migrate('0');
  const done = (await postgrator.getMigrations()).filter((m) => m.action === 'do');
  await q.query(
    `INSERT INTO schemaversion (version, name, md5, run_at)
     SELECT m.version, m.name, m.md5, old.applied_at
     FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[]) AS m(version, name, md5, old_file)
     JOIN schema_migrations old ON old.name = m.old_file`,
    [
      done.map((m) => m.version),
      done.map((m) => m.name),
      done.map((m) => m.md5),
      done.map((m) => basename(m.filename).replace('.do.', '_')),
    ],
  );
}

/**
 * Moves the schema to `target` (a version number; 'max', the default, is the newest): the do files of newer versions
 * in order, or the undo files of the versions above it, newest first, all in one transaction that first takes an
 * advisory lock: API replicas starting together on an empty database queue on it, and the later ones find the work
 * done (without it the second dies on a duplicate key). A failing file leaves the schema as it was. Returns the
 * files run.
 */
export async function migrate(db: Db, target = 'max'): Promise<string[]> {
  return db.tx(async (q) => {
    await q.query('SELECT pg_advisory_xact_lock($1, hashtext(current_schema()))', [MIGRATION_LOCK]);
    const { rows } = await q.query<{ schema: string }>('SELECT current_schema() AS schema');
    const postgrator = postgratorIn(q, rows[0].schema);
    await adoptOldRunnerRecords(q, postgrator, rows[0].schema);
    const run = await postgrator.migrate(target);
    return run.map((m) => basename(m.filename));
  });
}

/** This build's migrations (do files), read once: readiness asks on every probe. */
let buildMigrations: Promise<{ version: number; file: string }[]> | undefined;
const doMigrations = () =>
  (buildMigrations ??= new Postgrator({ driver: 'pg', migrationPattern: `${migrationsDir}*.sql` })
    .getMigrations()
    .then((all) =>
      all.filter((m) => m.action === 'do').map((m) => ({ version: m.version, file: basename(m.filename) })),
    ));

/** The migrations this build has that the database lacks (readiness: a replica never serves an older schema). */
export async function pendingMigrations(q: Queryable): Promise<string[]> {
  const migrations = await doMigrations();
  const { rows } = await q.query<{ file: string }>(
    `SELECT file FROM unnest($1::bigint[], $2::text[]) AS m(version, file)
     WHERE version NOT IN (SELECT version FROM schemaversion)`,
    [migrations.map((m) => m.version), migrations.map((m) => m.file)],
  );
  return rows.map((r) => r.file);
}
