// Two real API processes (src/main.ts) on one PostgreSQL database, and Redis when TEST_REDIS_URL is set, started
// together on an empty database, as docker-compose runs them behind the gateway.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../test/helpers';
import {
  fundedPunter as funded,
  placeBet as place,
  startReplica,
  toteWinLeg,
  untilReady,
  type Replica,
} from '../test/replicas';
import { openDb, type Db } from './db/client';
import { journalBalances } from './modules/ledger/service';
import { openSse } from './modules/push/sse-client';

const pgUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
/** How long a live event may take on a busy shared machine. */
const patience = { timeout: 10_000 };

describe.runIf(pgUrl)(`two API replicas on one PostgreSQL${redisUrl ? ' and Redis' : ''}`, () => {
  const database = `t_replicas_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  let a: Replica;
  let b: Replica;
  let db: Db;
  let leg: Record<string, unknown>;

  beforeAll(async () => {
    admin.on('error', () => undefined);
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
    const url = new URL(pgUrl!);
    url.pathname = `/${database}`;
    // A small, fast feed: one lane of meetings, a tick every 300 ms, on both replicas (one writes, by the lock).
    // No cooling-off on new bank accounts: a test withdraws to the account it has just added.
    const env = {
      DATABASE_URL: url.toString(),
      REDIS_URL: redisUrl ?? '',
      FEED_LANES: '1',
      FEED_TICK_MS: '300',
      BANK_ACCOUNT_COOLING_OFF_HOURS: '0',
    };
    // Both on the empty database at once: migrations and the demo seed run once, under their locks.
    [a, b] = await Promise.all([startReplica(env), startReplica(env)]);
    await Promise.all([untilReady(a.base), untilReady(b.base)]);
    db = await openDb({ databaseUrl: url.toString() });
    leg = await toteWinLeg(a.base);
  }, 60_000);

  afterAll(async () => {
    for (const r of [a, b]) if (r && r.child.exitCode === null) r.child.kill('SIGTERM');
    await Promise.all([a?.exited, b?.exited]);
    await db?.close();
    // Let the closed pool's connections finish ending before the database goes (else they see it terminated).
    await new Promise((r) => setTimeout(r, 500));
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  });

  /** Sets the test race's runner's fixed win price through a replica's sandbox: an odds event for every stream. */
  async function setPrice(base: string, price: number) {
    const res = await fetch(`${base}/v1/dev/feed/races/${leg.event_id}/price`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ saddle_number: Number(leg.selections), price, dividend_code: 'FWIN' }),
    });
    expect(res.status, await res.text()).toBe(200);
  }

  const fundedPunter = (cents: number) => funded(db, cents);
  const placeBet = (base: string, headers: Record<string, string>, coupon: string) => place(base, headers, coupon, leg);

  it('one replica leads the feed while it ticks', async () => {
    const seen: { instance: string; at: Date }[] = [];
    for (let i = 0; i < 6; i++) {
      seen.push(
        (await db.query<{ instance: string; at: Date }>('SELECT instance, ticked_at AS at FROM feed_leader')).rows[0],
      );
      await new Promise((r) => setTimeout(r, 350));
    }
    expect(new Set(seen.map((s) => s.instance)).size).toBe(1);
    expect(seen.at(-1)!.at.getTime()).toBeGreaterThan(seen[0].at.getTime());
  });

  it('bets and withdrawals on both at once from one wallet: no overdraft, no double, every live event on both', async () => {
    const punter = await fundedPunter(10_000);
    const account = await fetch(`${a.base}/v1/banking/register-bank-account`, {
      method: 'POST',
      headers: punter.headers,
      body: JSON.stringify({
        bank_name: 'Bank',
        account_name: `Test Punter ${punter.username}`,
        bsb_number: '123-456',
        account_number: '12345678',
      }),
    }).then((r) => r.json());
    const onA = await openSse(`${a.base}/v1/live`, { authorization: punter.headers.authorization });
    const onB = await openSse(`${b.base}/v1/live`, { authorization: punter.headers.authorization });
    expect((await onA.next('balance')).data).toEqual({ cash_cents: 10_000, bonus_cents: 0 });
    expect((await onB.next('balance')).data).toEqual({ cash_cents: 10_000, bonus_cents: 0 });

    // $5 bets on 30 coupons, each sent to both replicas at once, and 10 withdrawals of $10: $250 asked of $100.
    const bets = Array.from({ length: 30 }, (_, i) => `two-${i}`).flatMap((coupon) =>
      [a, b].map(async (r) => ({ coupon, res: await placeBet(r.base, punter.headers, coupon) })),
    );
    const withdrawals = Array.from({ length: 10 }, (_, i) =>
      fetch(`${(i % 2 ? a : b).base}/v1/banking/withdrawal/request`, {
        method: 'POST',
        headers: punter.headers,
        body: JSON.stringify({ account: String(account.bank_account_id), amount: 10, password: TEST_PASSWORD }),
      }),
    );
    const [betAnswers, withdrawalAnswers] = await Promise.all([Promise.all(bets), Promise.all(withdrawals)]);

    for (const { res } of betAnswers) expect([200, 400, 409]).toContain(res.status);
    for (const res of withdrawalAnswers) expect([200, 400]).toContain(res.status);
    const tickets = new Map<string, string>();
    for (const { coupon, res } of betAnswers.filter((x) => x.res.status === 200)) {
      const ticket = (await res.json()).data.bets[0].ticket_number;
      // The same coupon answered by both replicas is one bet.
      expect(tickets.get(coupon) ?? ticket).toBe(ticket);
      tickets.set(coupon, ticket);
    }
    const withdrawn = withdrawalAnswers.filter((r) => r.status === 200).length;
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM bets WHERE user_id = $1', [
      punter.id,
    ]);
    expect(rows[0].n).toBe(tickets.size);
    const balances = await journalBalances(db, punter.id);
    expect(balances.cash_cents).toBe(10_000 - 500 * tickets.size - 1000 * withdrawn);
    expect(balances.cash_cents).toBeGreaterThanOrEqual(0);
    expect(balances.cash_cents).toBeLessThan(500);
    expect(tickets.size + withdrawn).toBeGreaterThan(0);

    // Every bet and withdrawal notice and the final balance reach the punter's streams on both replicas.
    const notices = (stream: typeof onA, type: string) =>
      stream.events.filter((e) => e.event === 'notification' && (e.data as { type: string }).type === type).length;
    for (const stream of [onA, onB]) {
      await expect
        .poll(() => [notices(stream, 'Bet'), notices(stream, 'Transfer')], patience)
        .toEqual([tickets.size, withdrawn]);
      await expect
        .poll(() => stream.events.filter((e) => e.event === 'balance').at(-1)?.data, patience)
        .toMatchObject(balances);
    }
    // Odds come from one feed writer and reach both replicas' clients alike (the same tick's frame, published_at and
    // all; B's stream opened a moment after A's, so A may also hold one B never could).
    const odds = (stream: typeof onA) =>
      stream.events.filter((e) => e.event === 'odds').map((e) => JSON.stringify(e.data));
    // The feed's own moves follow the hour (one lane may have no race near its jump): one price is set as well.
    await setPrice(a.base, 6.5);
    await expect
      .poll(() => {
        const onBoth = new Set(odds(onB));
        return odds(onA).filter((o) => onBoth.has(o)).length;
      }, patience)
      .toBeGreaterThan(0);
    onA.close();
    onB.close();

    // Metrics and request ids, as the operator sees them.
    // Each replica counts what it did itself (either may have placed every bet), so both are read.
    const metrics = (await Promise.all([a, b].map(async (r) => (await fetch(`${r.base}/metrics`)).text()))).join('\n');
    expect(metrics).toMatch(/^bets_total\{result="accepted",code=""\} \d+/m);
    expect(metrics).toMatch(/^bets_total\{result="refused",code="insufficient-funds"\} \d+/m);
    expect(metrics).toMatch(
      /^http_request_duration_seconds_count\{method="POST",route="\/v1\/betting\/request-bet",status="200"\} \d+/m,
    );
    expect(metrics).toMatch(/^ledger_postings_total\{kind="stake"\} \d+/m);
    expect(metrics).toMatch(/^sse_clients \d+/m);
    expect(metrics).toMatch(/^feed_tick_lag_seconds \d/m);
    const traced = await fetch(`${a.base}/v1/health`, { headers: { 'x-request-id': 'gateway-42' } });
    expect(traced.headers.get('x-request-id')).toBe('gateway-42');
    await expect.poll(() => a.logs.filter((l) => l.reqId === 'gateway-42').length, patience).toBeGreaterThanOrEqual(2);
    expect(a.logs.filter((l) => l.req || l.res).every((l) => typeof l.reqId === 'string')).toBe(true);
  });

  it('a replica stopped during load finishes its bets, loses none, and its live clients reconnect to the other', async () => {
    const punter = await fundedPunter(1_000_000);
    const live = await openSse(`${a.base}/v1/live`);
    const accepted = new Set<string>();
    let refusedByServer = 0;
    let stopping = false;
    // Four punters' pages placing bets in turn through a gateway: a request the stopping replica will not take
    // (connection refused, or 503 while it closes) goes to the other, with the same coupon.
    const worker = async (w: number) => {
      for (let i = 0; !stopping || i < 5; i++) {
        const coupon = `kill-${w}-${i}`;
        for (const target of w % 2 ? [a, b] : [b, a]) {
          const res = await placeBet(target.base, punter.headers, coupon).catch(() => undefined);
          if (!res || res.status === 503) continue;
          if (res.status === 200) accepted.add((await res.json()).data.bets[0].ticket_number);
          else refusedByServer++;
          break;
        }
      }
    };
    const load = Promise.all([0, 1, 2, 3].map(worker));
    await new Promise((r) => setTimeout(r, 1500));
    a.child.kill('SIGTERM');
    expect(await a.exited).toBe(0);
    stopping = true;
    await load;

    expect(refusedByServer).toBe(0);
    expect(accepted.size).toBeGreaterThan(10);
    const { rows } = await db.query<{ ticket_number: string }>('SELECT ticket_number FROM bets WHERE user_id = $1', [
      punter.id,
    ]);
    expect(new Set(rows.map((r) => r.ticket_number))).toEqual(accepted);
    expect(a.logs.some((l) => l.msg === 'shut down cleanly')).toBe(true);

    // The stream ended with a reconnect hint; the gateway sends the reconnect to the replica still up.
    const { retries } = await live.ended;
    expect(retries).toHaveLength(2);
    expect(retries[1]).toBeGreaterThanOrEqual(500);
    expect(retries[1]).toBeLessThanOrEqual(5000);
    const again = await openSse(`${b.base}/v1/live`);
    // The feed's own price moves follow the hour (one lane of meetings may have no race near its jump), so a price
    // is set through the replica still up: its odds event must reach the reconnected stream.
    await setPrice(b.base, 7.5);
    expect((await again.next('odds', 10_000)).data).toHaveProperty('race_id');
    again.close();
  });
});
