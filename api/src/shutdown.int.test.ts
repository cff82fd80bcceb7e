// SIGTERM under load on the real process (src/main.ts, embedded database, the demo punter): every request in flight
// gets an answer, none a reset connection.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReplica, toteWinLeg, untilReady, type Replica } from '../test/replicas';

describe('a draining shutdown', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shutdown-'));
  let api: Replica;
  beforeAll(async () => {
    api = await startReplica({
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      FEED_LANES: '1',
      SHUTDOWN_DRAIN_MS: '1500',
    });
    await untilReady(api.base);
  }, 180_000);
  afterAll(async () => {
    if (api?.child.exitCode === null) api.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers all 20 bets in flight when SIGTERM arrives, says not ready meanwhile, and exits 0', async () => {
    const login = await fetch(`${api.base}/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'punter', password: 'Punter123' }),
    });
    const headers = {
      authorization: `Bearer ${(await login.json()).access_token}`,
      'content-type': 'application/json',
    };
    const leg = await toteWinLeg(api.base);
    const bets = Array.from({ length: 20 }, (_, i) =>
      fetch(`${api.base}/v1/betting/request-bet`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ coupon_tracking_code: `drain-${i}`, legs: [leg] }),
      }).then(
        (res) => res.status,
        (err: Error) => `${err.message}: ${String((err.cause as Error | undefined)?.message)}`,
      ),
    );
    await new Promise((r) => setTimeout(r, 10));
    api.child.kill('SIGTERM');
    const ready = await fetch(`${api.base}/v1/ready`);
    expect(ready.status).toBe(503);
    expect(ready.headers.get('connection')).toBe('close');
    const answers = await Promise.all(bets);
    expect(answers.filter((a) => typeof a === 'string')).toEqual([]);
    expect(answers.filter((a) => a === 200).length).toBeGreaterThan(0);
    expect(await api.exited).toBe(0);
  });
});
