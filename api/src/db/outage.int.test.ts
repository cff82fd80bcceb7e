// The API on a private PostgreSQL server that restarts and goes away under a light bet load, as a failover does:
// the process stays up, answers 503 while the database is away, and is ready again by itself.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  fundedPunter,
  placeBet,
  startReplica,
  toteWinLeg,
  untilReady,
  type Replica,
} from '../../test/replicas';
import { openDb, type Db } from './client';

/** The newest PostgreSQL server binaries on this machine, if any. */
const pgBin = (() => {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const bin = versions.map((v) => path.join(root, v, 'bin')).find((b) => existsSync(path.join(b, 'pg_ctl')));
  return bin && existsSync(path.join(bin, 'initdb')) ? bin : undefined;
})();
/** initdb refuses root: as root, the server runs as the postgres user. */
const asRoot = process.getuid?.() === 0;

function pgCtl(tool: string, args: string[]) {
  const cmd = [path.join(pgBin!, tool), ...args];
  execFileSync(asRoot ? 'runuser' : cmd[0], asRoot ? ['-u', 'postgres', '--', ...cmd] : cmd.slice(1), {
    stdio: 'ignore',
    timeout: 60_000,
  });
}

/** Milliseconds until /v1/ready answers 200 again. */
async function msUntilReady(base: string): Promise<number> {
  const started = Date.now();
  await untilReady(base);
  return Date.now() - started;
}

describe.runIf(pgBin)('the API while its PostgreSQL server restarts and goes away', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'outage-pg-'));
  const data = path.join(dir, 'data');
  let api: Replica;
  let db: Db;
  let port: number;
  const server = (action: string, ...extra: string[]) =>
    pgCtl('pg_ctl', [action, '-D', data, '-w', '-m', 'fast', '-l', path.join(dir, 'log'), ...extra]);

  beforeAll(async () => {
    chmodSync(dir, 0o777);
    pgCtl('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
    port = await freePort();
    server('start', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`);
    const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
    api = await startReplica({ DATABASE_URL: url, REDIS_URL: '', FEED_LANES: '1', FEED_TICK_MS: '300' });
    await untilReady(api.base);
    db = await openDb({ databaseUrl: url, onError: () => undefined });
  }, 120_000);

  afterAll(async () => {
    if (api?.child.exitCode === null) api.child.kill('SIGTERM');
    await api?.exited;
    await db?.close().catch(() => undefined);
    if (existsSync(path.join(data, 'postmaster.pid'))) server('stop');
    rmSync(dir, { recursive: true, force: true });
  });

  it('stays up under bets, answers 503 while the database is away, loses no bet and is ready again within 5 s', async () => {
    const punter = await fundedPunter(db, 10_000_000);
    const leg = await toteWinLeg(api.base);
    const acknowledged: string[] = [];
    const refusals: { status: number; body: { message?: unknown; errors?: unknown } }[] = [];
    let betting = true;
    // Four punters' worth of steady betting, one bet at a time each.
    const load = Array.from({ length: 4 }, async (_, worker) => {
      for (let i = 0; betting; i++) {
        const res = await placeBet(api.base, punter.headers, `outage-${worker}-${i}`, leg);
        const body = await res.json();
        if (res.status === 200) acknowledged.push(body.data.bets[0].ticket_number);
        else refusals.push({ status: res.status, body });
      }
    });
    await new Promise((r) => setTimeout(r, 1000));

    server('restart');
    const afterRestart = await msUntilReady(api.base);

    server('stop');
    const whileAway = await fetch(`${api.base}/v1/ready`);
    expect(whileAway.status).toBe(503);
    expect(await whileAway.json()).toMatchObject({ status: 'not ready', database: 'unreachable' });
    await new Promise((r) => setTimeout(r, 1500));
    server('start', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`);
    const afterOutage = await msUntilReady(api.base);
    await new Promise((r) => setTimeout(r, 1000));
    betting = false;
    await Promise.all(load);

    console.info(
      `outage: ${acknowledged.length} bets acknowledged, ${refusals.length} refused; ` +
        `ready ${afterRestart} ms after the restart, ${afterOutage} ms after the outage`,
    );
    expect(api.child.exitCode).toBeNull();
    expect(afterRestart).toBeLessThan(5000);
    expect(afterOutage).toBeLessThan(5000);
    // While the database is away a bet is refused with the common error shape and a 503, never a 500.
    expect(refusals.length).toBeGreaterThan(0);
    for (const r of refusals) {
      expect(r.status).toBe(503);
      expect(r.body).toMatchObject({ message: expect.any(String), errors: {} });
    }
    // Every acknowledged bet is in the database.
    const { rows } = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM bets WHERE ticket_number = ANY($1::text[])',
      [acknowledged],
    );
    expect(acknowledged.length).toBeGreaterThan(0);
    expect(rows[0].n).toBe(acknowledged.length);
  });
});
