import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPunter, createTestApp, TEST_JWT_SECRET } from '../../../test/helpers';
import { ACCESS_TOKEN_COOKIE } from '@wagering/contract/constants';
import { TOO_MANY_REQUESTS } from '../../lib/rate-limits';
import { signAccessToken } from '../auth/tokens';
import { STREAMS_PER_SESSION_A_MINUTE } from './stream-budget';

/** The per-address limit of the live stream and its tickets (lib/rate-limits.ts): set for abuse. */
const PER_ADDRESS = 600;

describe('the live stream budget: per session for a punter, per address only against abuse', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => (ctx = await createTestApp({ trustProxy: '127.0.0.1' })));
  afterAll(async () => ctx.close());

  /*
   * A page's stream by a signed session cookie whose session is not open, or a visitor's by a spent ticket: answered
   * 401 at once (a real stream would stay open), yet counted like any page's.
   */
  const sessionCookie = (sessionId: string) =>
    signAccessToken(TEST_JWT_SECRET, { userId: 'nobody', sessionId }, ctx.app.deps.clock.now(), 3600);
  const openStream = async (address: string, cookie?: string) =>
    ctx.app.inject({
      method: 'GET',
      url: cookie ? '/v1/live' : '/v1/live?ticket=spent',
      headers: { 'x-forwarded-for': address, ...(cookie && { cookie: `${ACCESS_TOKEN_COOKIE}=${cookie}` }) },
    });
  const statuses = async (n: number, address: string, cookie?: string) => {
    const out: number[] = [];
    for (let i = 0; i < n; i++) out.push((await openStream(address, cookie)).statusCode);
    return out;
  };

  it('a punter loading 35 pages a minute and housemates behind the same address are not refused', async () => {
    const [punter, housemate] = await Promise.all([sessionCookie('s-35-pages'), sessionCookie('s-housemate')]);
    expect(new Set(await statuses(35, '198.51.100.35', punter))).toEqual(new Set([401]));
    expect(new Set(await statuses(35, '198.51.100.35', housemate))).toEqual(new Set([401]));
    expect(new Set(await statuses(35, '198.51.100.35'))).toEqual(new Set([401]));
  });

  it("one session past its budget gets 429 with Retry-After; another session at the same address still gets in", async () => {
    const [greedy, other] = await Promise.all([sessionCookie('s-greedy'), sessionCookie('s-other')]);
    const codes = await statuses(STREAMS_PER_SESSION_A_MINUTE + 1, '198.51.100.50', greedy);
    expect(codes.slice(0, STREAMS_PER_SESSION_A_MINUTE).every((s) => s === 401)).toBe(true);
    const refused = await openStream('198.51.100.50', greedy);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: TOO_MANY_REQUESTS, errors: {} });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The same session from another address (the phone moving from Wi-Fi to mobile data) is the same budget.
    expect((await openStream('203.0.113.50', greedy)).statusCode).toBe(429);
    expect((await openStream('198.51.100.50', other)).statusCode).toBe(401);
  });

  it('one address past the abuse limit gets 429, whatever sessions it spreads over', async () => {
    const codes: number[] = [];
    for (let i = 0; i < PER_ADDRESS + 1; i++) {
      const cookie = i % 2 ? await sessionCookie(`s-spread-${i % 50}`) : undefined;
      codes.push((await openStream('192.0.2.60', cookie)).statusCode);
    }
    expect(codes.slice(0, PER_ADDRESS).every((s) => s === 401)).toBe(true);
    expect(codes[PER_ADDRESS]).toBe(429);
    expect((await openStream('192.0.2.61')).statusCode).toBe(401);
  });

  it("a punter's live tickets have the session's budget, not the address's", async () => {
    const p = await createPunter(ctx);
    const ticket = () =>
      ctx.app.inject({ method: 'POST', url: '/v1/live/ticket', headers: { ...p.headers, 'x-forwarded-for': '192.0.2.70' } });
    const codes: number[] = [];
    for (let i = 0; i < STREAMS_PER_SESSION_A_MINUTE + 1; i++) codes.push((await ticket()).statusCode);
    expect(codes.slice(0, STREAMS_PER_SESSION_A_MINUTE).every((s) => s === 200)).toBe(true);
    expect(codes[STREAMS_PER_SESSION_A_MINUTE]).toBe(429);
  });
});
