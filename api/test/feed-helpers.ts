// Test support for suites that need the feed: a seeded simulator on the test clock, ticked by hand.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client';
import type { ManualClock } from '../src/lib/clock';
import { settlement } from '../src/modules/settlement/service';
import { startFeedLoop } from '../src/modules/feed/runner';
import { FeedSimulator } from '../src/modules/feed/simulator';

export async function startTestFeed(
  ctx: { db: Db; clock: ManualClock },
  options: { drift?: boolean; lanes?: number } = {},
) {
  // One lane: eight meetings a day keeps the schedule small enough to write quickly on PGlite.
  const sim = new FeedSimulator({ seed: 'integration', lanes: 1, ...options });
  const feed = startFeedLoop({ db: ctx.db, clock: ctx.clock, provider: sim, settlement, intervalMs: 0 });
  await feed.tick();
  /** Moves the test clock in steps (a minute by default), ticking the feed after each. */
  const advance = async (ms: number, step = 60_000) => {
    for (let left = ms; left > 0; left -= step) {
      ctx.clock.advance(Math.min(step, left));
      await feed.tick();
    }
  };
  return { sim, feed, advance };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read loosely shaped JSON
export async function getData<T = any>(app: FastifyInstance, url: string): Promise<T> {
  const res = await app.inject({ method: 'GET', url });
  if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
  return res.json().data;
}

/** A race card as the betting suites read it. */
export interface TestRace {
  event_id: number;
  field_size: number;
  start_time: string;
  runners: { saddle_number: number; is_eliminated: boolean; odds: Record<string, number> }[];
}

/** The first `count` races of 8+ runners jumping more than ten minutes from now, with their cards. */
export async function racesAhead(ctx: { app: FastifyInstance; clock: ManualClock }, count: number) {
  const list: TestRace[] = await getData(ctx.app, '/v1/racing/next-to-jump/A/20');
  const ahead = list.filter((r) => r.field_size >= 8 && Date.parse(r.start_time) - ctx.clock.now() > 10 * 60_000);
  return Promise.all(
    ahead.slice(0, count).map((r) => getData<TestRace>(ctx.app, `/v1/racing/event-race/${r.event_id}`)),
  );
}
