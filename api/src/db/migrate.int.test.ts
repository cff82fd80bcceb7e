import { readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { openDb } from './client';
import { migrate } from './migrate';

describe('migrate', () => {
  it.runIf(process.env.TEST_DATABASE_URL)(
    'two API processes starting together on an empty database both come up, each migration applied once',
    async () => {
      const url = process.env.TEST_DATABASE_URL;
      const schema = `t_migrate_${Date.now().toString(36)}`;
      // Two pools are two processes' connections: neither sees the other's transaction until it commits.
      // (Opened one after the other: creating the test's schema is not what is under test.)
      const a = await openDb({ databaseUrl: url, schema });
      const b = await openDb({ databaseUrl: url, schema });
      try {
        const [appliedByA, appliedByB] = await Promise.all([migrate(a), migrate(b)]);
        const files = (await readdir(new URL('./migrations/', import.meta.url)))
          .filter((f) => f.endsWith('.sql'))
          .sort();
        expect([...appliedByA, ...appliedByB].sort()).toEqual(files);
        const { rows } = await a.query<{ n: number }>('SELECT count(*)::int AS n FROM schema_migrations');
        expect(rows[0].n).toBe(files.length);
        expect(await migrate(b)).toEqual([]);
      } finally {
        await a.query(`DROP SCHEMA "${schema}" CASCADE`);
        await Promise.all([a.close(), b.close()]);
      }
    },
  );
});
