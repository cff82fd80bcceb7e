import { hostname } from 'node:os';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { feedTickDuration } from '../../lib/metrics';
import { publishIn } from '../live-events/publish';
import type { SettlementPort } from '../settlement/port';
import { sendBlackbookAlerts } from '../blackbook/send-alerts';
import type { FeedChanges, FeedProvider } from './provider';
import type { PriceMoves } from '../../lib/price-moves';
import { FeedSimulator } from './simulator';

/**
 * Only one process ticks the feed at a time: each tick runs in a transaction that first takes this advisory lock
 * (per schema, so test suites sharing a server do not block each other), so several API processes on one PostgreSQL
 * never double-write; a follower's tick is simply skipped. The replica that ticked last (feed_leader) keeps the lead
 * until it misses three beats, so the feed moves at one tick a second however many replicas run it.
 */
const FEED_LOCK = 4_240_001;

/** This process as the feed leader's heartbeat names it. */
const INSTANCE = `${hostname()}:${process.pid}`;

export interface FeedLoop {
  /** One tick: sync the provider, push what changed, settle what resolved. Tests call it after moving the clock. */
  tick(): Promise<FeedChanges | null>;
  /** Settles once the first timed tick has run (or failed), so a fresh database is filled before the API listens. */
  firstTick: Promise<void>;
  stop(): Promise<void>;
}

export interface FeedOptions {
  db: Db;
  clock: Clock;
  provider: FeedProvider;
  /** Settles the bets on what a tick resolved (the settlement domain's port). */
  settlement: SettlementPort;
  /** Milliseconds between ticks; 0 means no timer (tests tick by hand). */
  intervalMs?: number;
  onError?: (err: unknown) => void;
}

export function startFeedLoop({ db, clock, provider, settlement, intervalMs = 1000, onError }: FeedOptions): FeedLoop {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const tick = async (): Promise<FeedChanges | null> => {
    const endTimer = feedTickDuration.startTimer();
    const changes = await db.tx(async (q) => {
      const { rows } = await q.query<{ leader: boolean }>(
        'SELECT pg_try_advisory_xact_lock($1, hashtext(current_schema())) AS leader',
        [FEED_LOCK],
      );
      if (!rows[0].leader) return null;
      // The leader stays the leader while it ticks: another replica takes over only after three missed beats.
      const { rows: lead } = await q.query<{ other: boolean }>(
        "SELECT instance <> $1 AND ticked_at > clock_timestamp() - $2 * interval '1 millisecond' AS other FROM feed_leader",
        [INSTANCE, 3 * intervalMs],
      );
      if (lead[0]?.other) return null;
      const c = await provider.sync(q, clock.now());
      // published_at (wall clock ms) lets clients and the benchmark measure push latency.
      const publishedAt = Date.now();
      for (const odds of c.odds)
        await publishIn(q, { kind: 'odds', race_id: odds.event_id, ...odds, published_at: publishedAt });
      for (const race of c.races) await publishIn(q, { kind: 'race', race_id: race.event_id, ...race });
      for (const match of c.matches) await publishIn(q, { kind: 'match', ...match });
      await q.query(
        `INSERT INTO feed_leader (id, instance, ticked_at) VALUES (1, $1, clock_timestamp())
         ON CONFLICT (id) DO UPDATE SET instance = EXCLUDED.instance, ticked_at = EXCLUDED.ticked_at`,
        [INSTANCE],
      );
      return c;
    });
    if (changes) endTimer();
    await settlement.settleResolved(db, clock.now());
    // Every replica looks for due Blackbook alerts; each alert is claimed once in the database, so none goes twice.
    await sendBlackbookAlerts(db, clock.now());
    return changes;
  };
  let busy = false;
  const schedule = () => {
    // Ticks never overlap or pile up: while one runs, the timer's next beats are skipped.
    if (busy || stopped) return;
    busy = true;
    running = running
      .then(tick)
      .catch((err) => onError?.(err))
      .finally(() => (busy = false));
  };
  // The first tick runs at once, so a fresh start has today's races (and yesterday's results) within seconds.
  if (intervalMs) schedule();
  const firstTick = running.then(() => undefined);
  const timer = intervalMs ? setInterval(schedule, intervalMs) : undefined;
  return {
    tick: () => (running = running.then(tick)) as Promise<FeedChanges | null>,
    firstTick,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running.catch(() => undefined);
    },
  };
}

/** The simulator's loop, with the simulator itself (the sandbox forces race results through it). */
/** The simulated world's settings (config.ts reads them from FEED_SEED, FEED_LANES, FEED_TICK_MS). */
export interface FeedWorld {
  seed?: string;
  lanes?: number;
  tickMs?: number;
}

export interface SimulatedFeed extends FeedLoop {
  simulator: FeedSimulator;
}

/**
 * The feed as the API runs it: the simulator, ticking each second on `clock`, unless the mode is off (followers that
 * only serve and push). In manual mode nothing ticks by itself: the clock and the feed move through `tick` (the
 * sandbox's /v1/dev/feed calls). `settlement` settles what the ticks resolve (the port the settlement domain
 * declares). `world.seed` picks the simulated world; `world.lanes` how many meetings run side by side (default 8);
 * `priceMoves` how often a runner's price moves (the API config's FEED_* variables, config.ts).
 */
export function startFeed(
  mode: 'on' | 'off' | 'manual',
  db: Db,
  clock: Clock,
  settlement: SettlementPort,
  onError?: (err: unknown) => void,
  priceMoves?: PriceMoves,
  world: FeedWorld = {},
): SimulatedFeed | undefined {
  if (mode === 'off') return undefined;
  const provider = new FeedSimulator({
    seed: world.seed ?? 'wagering',
    lanes: world.lanes ?? 8,
    drift: mode !== 'manual',
    priceMoves,
  });
  const loop = startFeedLoop({
    db,
    clock,
    provider,
    settlement,
    intervalMs: mode === 'manual' ? 0 : (world.tickMs ?? 1000),
    onError,
  });
  // A manual feed still fills a fresh database before the API listens.
  const firstTick = mode === 'manual' ? loop.tick().then(() => undefined) : loop.firstTick;
  return { ...loop, firstTick, simulator: provider };
}
