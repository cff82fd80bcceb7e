import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Db } from './client';

const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url));

/** Applies every migrations/NNN_name.sql not yet applied, in name order, each in its own transaction. */
export async function migrate(db: Db): Promise<string[]> {
  await db.query('CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
  const done = new Set((await db.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((r) => r.name));
  const files = (await readdir(migrationsDir)).filter((f) => f.endsWith('.sql')).sort();
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const sql = await readFile(migrationsDir + file, 'utf8');
    await db.tx(async (q) => {
      for (const statement of splitStatements(sql)) await q.query(statement);
      await q.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
    });
    applied.push(file);
  }
  return applied;
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
