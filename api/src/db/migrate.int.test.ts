import { readdir, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { openDb, type Db } from './client';
import { migrate, pendingMigrations } from './migrate';

const migrationsDir = new URL('./migrations/', import.meta.url);
const files = async (action: 'do' | 'undo') =>
  (await readdir(migrationsDir)).filter((f) => f.includes(`.${action}.`) && f.endsWith('.sql')).sort();

const url = process.env.TEST_DATABASE_URL;

/** A database of its own: PGlite in memory, or a fresh schema on the PostgreSQL server when TEST_DATABASE_URL is set. */
async function freshDb(): Promise<{ db: Db; close: () => Promise<void> }> {
  const schema = url ? `t_migrate_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 6)}` : undefined;
  const db = await openDb({ databaseUrl: url, schema });
  return {
    db,
    close: async () => {
      if (schema) await db.query(`DROP SCHEMA "${schema}" CASCADE`);
      await db.close();
    },
  };
}

/** Every table, column, index, constraint and function of the schema, to compare two states of it. */
async function shape(db: Db): Promise<string[]> {
  const { rows } = await db.query<{ item: string }>(
    `SELECT 'column ' || table_name || '.' || column_name || ' ' || data_type || ' ' || is_nullable
            || ' ' || coalesce(column_default, '') AS item
       FROM information_schema.columns WHERE table_schema = current_schema()
     UNION ALL SELECT 'index ' || indexdef FROM pg_indexes WHERE schemaname = current_schema()
     UNION ALL SELECT 'constraint ' || conrelid::regclass || ' ' || pg_get_constraintdef(oid) FROM pg_constraint
       WHERE connamespace = current_schema()::regnamespace
     UNION ALL SELECT 'function ' || proname || ' ' || md5(prosrc) FROM pg_proc
       WHERE pronamespace = current_schema()::regnamespace
     UNION ALL SELECT 'trigger ' || tgname FROM pg_trigger JOIN pg_class ON pg_class.oid = tgrelid
       WHERE NOT tgisinternal AND relnamespace = current_schema()::regnamespace`,
  );
  return rows.map((r) => r.item).sort();
}

/** The tables and functions the migrations made (postgrator's own table aside). */
async function migratedObjects(db: Db): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
       WHERE table_schema = current_schema() AND table_name <> 'schemaversion'
     UNION ALL SELECT proname FROM pg_proc WHERE pronamespace = current_schema()::regnamespace`,
  );
  return rows.map((r) => r.name);
}

describe('migrate', () => {
  it('goes up, all the way down by the undo files, and up again to the same schema', async () => {
    const { db, close } = await freshDb();
    try {
      expect(await migrate(db)).toEqual(await files('do'));
      const migrated = await shape(db);
      expect(await pendingMigrations(db)).toEqual([]);

      expect(await migrate(db, '180')).toEqual([
        '241.undo.racing_lists_version.sql',
        '240.undo.runner_form.sql',
        '239.undo.take_a_break.sql',
        '237.undo.punter_time_zone.sql',
        '236.undo.runner_identity.sql',
        '193.undo.blackbook.sql',
        '191.undo.cash_out.sql',
        '181.undo.runner_flucs.sql',
      ]);
      expect(await pendingMigrations(db)).toEqual([
        '181.do.runner_flucs.sql',
        '191.do.cash_out.sql',
        '193.do.blackbook.sql',
        '236.do.runner_identity.sql',
        '237.do.punter_time_zone.sql',
        '239.do.take_a_break.sql',
        '240.do.runner_form.sql',
        '241.do.racing_lists_version.sql',
      ]);

      expect(await migrate(db, '0')).toEqual((await files('undo')).filter((f) => f < '181').reverse());
      expect(await migratedObjects(db)).toEqual([]);

      expect(await migrate(db)).toEqual(await files('do'));
      expect(await shape(db)).toEqual(migrated);
      expect(await migrate(db)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('adopts a database the old runner migrated (schema_migrations): nothing runs again, newer versions do', async () => {
    const { db, close } = await freshDb();
    try {
      // What the old runner left after applying every file up to 181: the schema, and one row per file.
      const old = (await files('do')).filter((f) => f < '191');
      await db.query(
        'CREATE TABLE schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
      );
      await db.tx(async (q) => {
        for (const f of old) {
          await q.exec(await readFile(new URL(f, migrationsDir), 'utf8'));
          await q.query('INSERT INTO schema_migrations (name) VALUES ($1)', [f.replace('.do.', '_')]);
        }
      });
      expect(await migrate(db)).toEqual([
        '191.do.cash_out.sql',
        '193.do.blackbook.sql',
        '236.do.runner_identity.sql',
        '237.do.punter_time_zone.sql',
        '239.do.take_a_break.sql',
        '240.do.runner_form.sql',
        '241.do.racing_lists_version.sql',
      ]);
      const { rows } = await db.query<{ version: number }>(
        'SELECT version::int AS version FROM schemaversion WHERE version > 0 AND md5 IS NOT NULL ORDER BY 1',
      );
      expect(rows.map((r) => r.version)).toEqual((await files('do')).map((f) => Number(f.split('.')[0])));
      // Left for the previous build's replicas, which read it for readiness during a rolling deploy.
      expect((await db.query('SELECT name FROM schema_migrations')).rows).toHaveLength(old.length);
      expect(await migrate(db)).toEqual([]);
    } finally {
      await close();
    }
  });

  it.runIf(url)(
    'two API processes starting together on an empty database both come up, each migration applied once',
    async () => {
      const schema = `t_migrate_${Date.now().toString(36)}`;
      // Two pools are two processes' connections: neither sees the other's transaction until it commits.
      // (Opened one after the other: creating the test's schema is not what is under test.)
      const a = await openDb({ databaseUrl: url, schema });
      const b = await openDb({ databaseUrl: url, schema });
      try {
        const [appliedByA, appliedByB] = await Promise.all([migrate(a), migrate(b)]);
        expect([...appliedByA, ...appliedByB].sort()).toEqual(await files('do'));
        const { rows } = await a.query<{ n: number }>('SELECT count(*)::int AS n FROM schemaversion WHERE version > 0');
        expect(rows[0].n).toBe((await files('do')).length);
        expect(await migrate(b)).toEqual([]);
      } finally {
        await a.query(`DROP SCHEMA "${schema}" CASCADE`);
        await Promise.all([a.close(), b.close()]);
      }
    },
  );
});
