import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from './client';

describe('embedded database folder', () => {
  const parent = mkdtempSync(path.join(os.tmpdir(), 'wagering-db-'));
  afterAll(() => rmSync(parent, { recursive: true, force: true }));

  it('creates a data folder whose parents do not exist yet (a fresh clone has no api/.data)', async () => {
    const db = await openDb({ dataDir: path.join(parent, 'api', '.data', 'pglite') });
    try {
      expect((await db.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await db.close();
    }
  });
});
