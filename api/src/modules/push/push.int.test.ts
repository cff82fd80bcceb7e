import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDb } from '../../db/client';
import { createPunter, createTestApp, TEST_JWT_SECRET, TEST_PASSWORD } from '../../../test/helpers';
import { startSession } from '../auth/sessions';
import { approveIdentity } from '../clients/service';
import { publish, publishIn } from '../live-events/publish';
import { withRedisFanout } from './redis-fanout';
import { openSse } from './sse-client';
import { cents } from '@wagering/contract/money';

type Stream = Awaited<ReturnType<typeof openSse>>;

/**
 * The next odds event of this race: on PostgreSQL other suites running at the same time publish their races' odds
 * on the same channel, and every stream carries public events.
 */
async function nextOdds(stream: Stream, eventId: number) {
  for (;;) {
    const odds = await stream.next('odds');
    if ((odds.data as { event_id: number }).event_id === eventId) return odds;
  }
}

describe('GET /v1/live server-sent events', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let base: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    // Generous: a fresh database plus the feed's first day on a busy shared machine.
  }, 180_000);
  afterAll(async () => ctx.close());

  it("carries public events to everyone and a punter's own notification and balance only to that punter", async () => {
    const punter = await createPunter(ctx, { cashCents: 1234 });
    const { ticket } = (
      await ctx.app.inject({ method: 'POST', url: '/v1/live/ticket', headers: punter.headers })
    ).json();
    const mine = await openSse(`${base}/v1/live?ticket=${ticket}`);
    const anonymous = await openSse(`${base}/v1/live`);
    expect((await mine.next('balance')).data).toEqual({ cash_cents: 1234, bonus_cents: 0 });

    await publish(ctx.db, {
      kind: 'odds',
      event_id: 7,
      race_id: 7,
      runners: [{ saddle_number: 1, is_eliminated: false, odds: { FWIN: 2.5 } }],
      published_at: Date.now(),
    });
    expect((await nextOdds(anonymous, 7)).data).toMatchObject({ race_id: 7, runners: [{ saddle_number: 1 }] });
    expect((await nextOdds(mine, 7)).data).toMatchObject({ event_id: 7 });

    const event = {
      id: 'W123',
      event_description: 'Flemington R1',
      outcome: 'Won',
      status: 'Return_Of',
      balance_effect: '+$5.00',
      type: 'Bet' as const,
    };
    await publish(ctx.db, { kind: 'notification', userId: punter.id, event });
    expect((await mine.next('notification')).data).toEqual(event);
    await new Promise((r) => setTimeout(r, 200));
    expect(anonymous.events.some((e) => e.event === 'notification')).toBe(false);
    mine.close();
    anonymous.close();
  });

  it("tells the punter's open pages at once when their ID is approved (account event)", async () => {
    const punter = await createPunter(ctx, { verified: false });
    const page = await openSse(`${base}/v1/live`, { authorization: punter.headers.authorization });
    await page.next('balance');
    await ctx.db.query("UPDATE users SET verification_status = 'pending' WHERE id = $1", [punter.id]);
    await approveIdentity(ctx.db, punter.id, Date.now());
    expect((await page.next('account')).data).toEqual({ user_verified: true, verification_status: 'verified' });
    page.close();
  });

  it('a password change closes the streams of the other sessions; logout closes every one', async () => {
    const punter = await createPunter(ctx);
    const other = `Bearer ${await startSession(ctx.db, {
      secret: TEST_JWT_SECRET,
      userId: punter.id,
      now: ctx.clock.now(),
      rememberMe: false,
    })}`;
    const { ticket } = (
      await ctx.app.inject({ method: 'POST', url: '/v1/live/ticket', headers: punter.headers })
    ).json();
    const here = await openSse(`${base}/v1/live?ticket=${ticket}`);
    const elsewhere = await openSse(`${base}/v1/live`, { authorization: other });
    const bystander = await openSse(`${base}/v1/live`, {
      authorization: (await createPunter(ctx)).headers.authorization,
    });
    await Promise.all([here.next('balance'), elsewhere.next('balance'), bystander.next('balance')]);
    let hereEnded = false;
    void here.ended.then(() => (hereEnded = true));

    const changed = await ctx.app.inject({
      method: 'POST',
      url: '/v1/clients/change-password',
      headers: punter.headers,
      payload: { current_password: TEST_PASSWORD, new_password: 'Changed123', confirm_password: 'Changed123' },
    });
    expect(changed.statusCode).toBe(200);
    await elsewhere.ended;
    await new Promise((r) => setTimeout(r, 200));
    expect(hereEnded).toBe(false);

    expect((await ctx.app.inject({ method: 'POST', url: '/v1/auth/logout', headers: punter.headers })).statusCode).toBe(
      200,
    );
    await here.ended;
    // Another punter's stream carries on.
    await publish(ctx.db, { kind: 'odds', event_id: 8, race_id: 8, runners: [], published_at: Date.now() });
    expect((await nextOdds(bystander, 8)).data).toMatchObject({ event_id: 8 });
    bystander.close();
  });

  it("never forwards a punter's older balance after a newer one (events that crossed on the way)", async () => {
    const punter = await createPunter(ctx, { cashCents: 1000 });
    const page = await openSse(`${base}/v1/live`, { authorization: punter.headers.authorization });
    await page.next('balance');
    const balance = (cash: number, entry_id: number) =>
      ({ kind: 'balance', userId: punter.id, cash_cents: cents(cash), bonus_cents: cents(0), entry_id }) as const;
    await publish(ctx.db, balance(500, 11));
    await publish(ctx.db, balance(800, 10));
    await publish(ctx.db, balance(200, 12));
    expect((await page.next('balance')).data).toMatchObject({ cash_cents: 500 });
    expect((await page.next('balance')).data).toMatchObject({ cash_cents: 200 });
    page.close();
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'an event raised in one API process reaches clients of another on the same PostgreSQL',
    async () => {
      const { rows } = await ctx.db.query<{ schema: string }>('SELECT current_schema() AS schema');
      const db2 = await openDb({ databaseUrl: process.env.TEST_DATABASE_URL, schema: rows[0].schema });
      const app2 = await buildApp({ db: db2, clock: ctx.clock, jwtSecret: TEST_JWT_SECRET });
      await app2.listen({ port: 0, host: '127.0.0.1' });
      const client = await openSse(`http://127.0.0.1:${(app2.server.address() as AddressInfo).port}/v1/live`);
      await publish(ctx.db, {
        kind: 'race',
        event_id: 9,
        race_id: 9,
        meeting_id: 1,
        race_status: 'Closed',
        jumps_in_sec: 0,
        result_string: null,
      });
      expect((await client.next('race')).data).toMatchObject({ race_id: 9, race_status: 'Closed' });
      client.close();
      await app2.close();
      await db2.close();
    },
  );

  it.runIf(process.env.TEST_REDIS_URL)(
    'through Redis, an event raised in a transaction reaches another process only when it commits',
    async () => {
      const fail = (err: unknown) => expect.fail(String(err));
      const one = await withRedisFanout(ctx.db, process.env.TEST_REDIS_URL!, fail);
      const other = await withRedisFanout(ctx.db, process.env.TEST_REDIS_URL!, fail);
      const app2 = await buildApp({ db: other, clock: ctx.clock, jwtSecret: 'test-secret' });
      await app2.listen({ port: 0, host: '127.0.0.1' });
      const client = await openSse(`http://127.0.0.1:${(app2.server.address() as AddressInfo).port}/v1/live`);
      const match = (event_id: number) =>
        ({ kind: 'match', event_id, match_status: 'Closed', result_string: null }) as const;
      await one
        .tx(async (q) => {
          await publishIn(q, match(1));
          throw new Error('rolled back');
        })
        .catch(() => undefined);
      await one.tx((q) => publishIn(q, match(2)));
      expect((await client.next('match')).data).toMatchObject({ event_id: 2 });
      expect(client.events.filter((e) => e.event === 'match')).toHaveLength(1);
      client.close();
      await app2.close();
      // The database stays with the suite.
      await Promise.all([one.closeFanout(), other.closeFanout()]);
    },
  );
});
