import { fileURLToPath } from 'node:url';
import envSchema from 'env-schema';
import ipaddr from 'ipaddr.js';
import { brands, DEFAULT_BRAND } from '@wagering/brands';
import { DEFAULT_PAYOUT_CEILING_CENTS } from '@wagering/contract/constants';
import type { Cents } from '@wagering/contract/money';
import { DEFAULT_CASH_OUT_MARGIN_PERCENT } from '@wagering/contract/wagering';
import type { CashOutSettings } from './lib/cash-out-settings';
import { DEFAULT_PRICE_MOVES, type PriceMoves } from './lib/price-moves';

/** The built-in signing secret of the demo; production refuses it (anyone could sign a token with it). */
const DEMO_JWT_SECRET = 'dev-only-secret-change-me';
/**
 * Secrets anyone can read (the demo's own, jwt.io's example, the placeholders of templates): production refuses a
 * JWT_SECRET that contains one, however it is padded or spelt (compared as lower-case letters and digits).
 */
const PUBLIC_SECRETS = [
  DEMO_JWT_SECRET,
  'your-256-bit-secret',
  'your-secret-key',
  'change-me',
  'change-this',
  'replace-me',
  'secret',
  'password',
  'qwerty',
  '123456',
  'example',
  'default',
];
const letters = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Whether the secret contains one anyone can read (PUBLIC_SECRETS), e.g. the demo's padded to 32 characters. */
const containsPublicSecret = (secret: string) =>
  PUBLIC_SECRETS.some((known) => letters(secret).includes(letters(known)));

/** 32 characters: 256 bits when random, what HS256 wants. */
const MIN_JWT_SECRET_LENGTH = 32;

interface Env {
  NODE_ENV: 'development' | 'test' | 'production';
  PORT: number;
  HOST: string;
  DATABASE_URL?: string;
  DATA_DIR?: string;
  REDIS_URL?: string;
  JWT_SECRET?: string;
  PUBLIC_URL?: string;
  SITE_PORT?: number;
  TRUST_PROXY: string;
  RATE_LIMITS: 'on' | 'off';
  LOG_LEVEL: string;
  FEED: 'on' | 'off' | 'manual';
  FEED_PRICE_MOVE_SEC: number;
  FEED_PRICE_MOVE_LATE_SEC: number;
  OPS_TOKEN?: string;
  METRICS_PORT?: number;
  BANK_ACCOUNT_COOLING_OFF_HOURS: number;
  SHUTDOWN_DRAIN_MS: number;
  CASH_OUT_MARGIN_PERCENT: number;
  CASH_OUT_SUSPEND_BEFORE_JUMP_SEC: number;
  FEED_SEED?: string;
  FEED_LANES?: number;
  FEED_TICK_MS?: number;
  PAYID_DOMAIN?: string;
  PG_POOL_MAX?: number;
  BRAND: string;
  MAINTENANCE_MODE?: 'on' | 'off';
}

const schema = {
  type: 'object',
  properties: {
    NODE_ENV: { type: 'string', enum: ['development', 'test', 'production'], default: 'development' },
    PORT: { type: 'integer', minimum: 0, maximum: 65535, default: 8080 },
    HOST: { type: 'string', default: '0.0.0.0' },
    DATABASE_URL: { type: 'string', pattern: '^postgres(ql)?://' },
    DATA_DIR: { type: 'string' },
    REDIS_URL: { type: 'string', pattern: '^rediss?://' },
    JWT_SECRET: { type: 'string', minLength: MIN_JWT_SECRET_LENGTH },
    PUBLIC_URL: { type: 'string', pattern: '^https?://[^/]+$' },
    // false, true (trust any proxy), or the gateway's addresses/CIDRs, comma-separated (Fastify's trustProxy).
    TRUST_PROXY: { type: 'string', default: 'false' },
    // Request budgets per client address; 'off' only for test runs (refused in production).
    RATE_LIMITS: { type: 'string', enum: ['on', 'off'], default: 'on' },
    // on: the simulator on the real clock; off: this process only serves and pushes (another runs the feed);
    // manual: the simulator on a clock that moves only through the sandbox's /v1/dev/feed calls (tests, demos).
    FEED: { type: 'string', enum: ['on', 'off', 'manual'], default: 'on' },
    // The simulator's market: mean seconds between a runner's fixed price moves, and in the last five minutes.
    FEED_PRICE_MOVE_SEC: { type: 'number', minimum: 1, maximum: 3600, default: DEFAULT_PRICE_MOVES.meanSec },
    FEED_PRICE_MOVE_LATE_SEC: { type: 'number', minimum: 1, maximum: 3600, default: DEFAULT_PRICE_MOVES.lateMeanSec },
    // What operators read failure reports and /metrics with (Authorization: Bearer …); production without it closes them.
    OPS_TOKEN: { type: 'string', minLength: MIN_JWT_SECRET_LENGTH },
    // A newly added bank account's wait before withdrawals to it; shorter only for test runs (refused in production).
    BANK_ACCOUNT_COOLING_OFF_HOURS: { type: 'integer', minimum: 0, maximum: 720, default: 24 },
    // On SIGTERM: how long to keep serving, not ready and closing connections, before it stops listening.
    SHUTDOWN_DRAIN_MS: { type: 'integer', minimum: 0, maximum: 15000, default: 3000 },
    // Cash out: the share of a bet's value the house keeps when it buys the bet back, and how long before a race's
    // jump cash out stops on bets with a leg in it (prices move fastest then; docs/SPEC-CHOICES.md "Cash out").
    CASH_OUT_MARGIN_PERCENT: { type: 'number', minimum: 0, maximum: 50, default: DEFAULT_CASH_OUT_MARGIN_PERCENT },
    CASH_OUT_SUSPEND_BEFORE_JUMP_SEC: { type: 'integer', minimum: 0, maximum: 3600, default: 60 },
    // Serve /metrics on this port only (one the gateway does not route), not on the site's.
    METRICS_PORT: { type: 'integer', minimum: 1, maximum: 65535 },
    // The demo's site port when the web tier serves it in front of this process (npm start): PUBLIC_URL's default.
    SITE_PORT: { type: 'integer', minimum: 1, maximum: 65535 },
    // The simulated world (feed/runner.ts keeps the defaults): its seed, meetings side by side, ms between ticks.
    FEED_SEED: { type: 'string' },
    FEED_LANES: { type: 'integer', minimum: 1, maximum: 64 },
    FEED_TICK_MS: { type: 'integer', minimum: 1, maximum: 60000 },
    // The domain of the punters' PayIDs (p<8 hex>@<domain>).
    PAYID_DOMAIN: { type: 'string', pattern: '^[a-z0-9.-]+$' },
    // Connections per process to the PostgreSQL server (db/client.ts keeps the default).
    PG_POOL_MAX: { type: 'integer', minimum: 1, maximum: 1000 },
    // The brand of the build: its maintenance switch, whitelist and text. MAINTENANCE_MODE and MAINTENANCE_WHITELIST_IPS
    // (comma-separated addresses; empty lets nobody through) override the brand's flag and list without a rebuild.
    BRAND: { type: 'string', enum: Object.keys(brands), default: DEFAULT_BRAND },
    MAINTENANCE_MODE: { type: 'string', enum: ['on', 'off'] },
    LOG_LEVEL: {
      type: 'string',
      enum: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
      default: 'info',
    },
  },
  // Production must say who it is and sign with its own secret.
  if: { properties: { NODE_ENV: { const: 'production' } }, required: ['NODE_ENV'] },
  then: { required: ['JWT_SECRET', 'PUBLIC_URL'] },
};

/** The brand whose maintenance switch applies, and the operator's overrides of its flag and whitelist. */
interface MaintenanceOverrides {
  brand: string;
  on?: boolean;
  whitelistIps?: string[];
}

export interface Config {
  production: boolean;
  /** The friendly demo: seeded punters and the /v1/dev/* sandbox routes. Off in production. */
  sandbox: boolean;
  port: number;
  host: string;
  databaseUrl?: string;
  /** PGlite data folder used when DATABASE_URL is unset. */
  dataDir: string;
  redisUrl?: string;
  jwtSecret: string;
  /** The site's public origin: links in mail are built from it, never from the request's Host header. */
  publicUrl: string;
  /** The demo without PUBLIC_URL: 3-D Secure follows the local address the site was opened at (never production). */
  publicUrlFollowsHost: boolean;
  trustProxy: boolean | string;
  rateLimits: boolean;
  logLevel: string;
  feed: 'on' | 'off' | 'manual';
  /** How often the simulator moves a runner's fixed price (FEED_PRICE_MOVE_SEC, FEED_PRICE_MOVE_LATE_SEC). */
  feedPriceMoves: PriceMoves;
  /** FEED_SEED, FEED_LANES, FEED_TICK_MS: unset ones take the feed's defaults. */
  feedWorld: { seed?: string; lanes?: number; tickMs?: number };
  payIdDomain?: string;
  pgPoolMax?: number;
  opsToken?: string;
  metricsPort?: number;
  bankCoolingOffMs: number;
  shutdownDrainMs: number;
  cashOut: CashOutSettings;
  /** The brand's payout ceiling (place-slip.ts, payout-ceiling.ts). */
  payoutCeilingCents: Cents;
  maintenance: MaintenanceOverrides;
}

const trustProxyOf = (value: string): boolean | string => (value === 'true' ? true : value === 'false' ? false : value);

/** Bits a production secret must carry by its character counts (32 random hex characters give ~118). */
const MIN_SECRET_BITS = 96;

/** The secret's empirical entropy: length × Shannon bits per character. 32 × "a" has none; "password" × 4 has 88. */
function secretBits(secret: string): number {
  const counts = new Map<string, number>();
  for (const c of secret) counts.set(c, (counts.get(c) ?? 0) + 1);
  const n = [...secret].length;
  return [...counts.values()].reduce((bits, k) => bits - k * Math.log2(k / n), 0);
}

/**
 * TRUST_PROXY in production: the gateway's addresses or CIDRs only. `true` would believe any client's
 * X-Forwarded-For, so every throttle could be dodged by naming another address.
 */
function productionTrustProxy(value: string): string | false {
  if (value === 'false') return false;
  const entries = value.split(',').map((v) => v.trim());
  const bad = entries.find((v) => !ipaddr.isValid(v) && !ipaddr.isValidCIDR(v));
  if (bad !== undefined)
    throw new Error(
      `Bad configuration: TRUST_PROXY must name the gateway's addresses or CIDRs in production, not "${bad}"`,
    );
  return entries.join(',');
}

/**
 * MAINTENANCE_WHITELIST_IPS as set, even empty (no one let through, unlike unset: the brand's list), so it is read
 * from the raw environment; each entry must be an address, the only thing a request's address is compared with.
 */
function maintenanceWhitelist(value: string | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  const ips = value
    .split(',')
    .map((ip) => ip.trim())
    .filter(Boolean);
  const bad = ips.find((ip) => !ipaddr.isValid(ip));
  if (bad !== undefined)
    throw new Error(`Bad configuration: MAINTENANCE_WHITELIST_IPS must list IP addresses, not "${bad}"`);
  return ips;
}

/** "JWT_SECRET is required; PORT must be integer": each bad variable named. */
function problems(err: unknown): string {
  const errors = (
    err as {
      errors?: { keyword: string; instancePath: string; message?: string; params: { missingProperty?: string } }[];
    }
  ).errors;
  if (!errors) return (err as Error).message;
  return errors
    .filter((e) => e.keyword !== 'if')
    .map((e) =>
      e.keyword === 'required' ? `${e.params.missingProperty} is required` : `${e.instancePath.slice(1)} ${e.message}`,
    )
    .join('; ');
}

/** Reads and checks the process configuration; throws an Error naming the missing or bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  let e: Env;
  try {
    // An empty variable counts as unset.
    const data = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
    e = envSchema<Env>({ schema, data, env: false });
  } catch (err) {
    throw new Error(`Bad configuration: ${problems(err)}`, { cause: err });
  }
  const production = e.NODE_ENV === 'production';
  if (production && containsPublicSecret(e.JWT_SECRET!))
    throw new Error(
      'Bad configuration: JWT_SECRET contains the demo secret or another published one; set a random secret of 32+ characters',
    );
  if (production && secretBits(e.JWT_SECRET!) < MIN_SECRET_BITS)
    throw new Error('Bad configuration: JWT_SECRET is guessable (too few different characters); use a random secret');
  if (production && !e.PUBLIC_URL!.startsWith('https://'))
    throw new Error('Bad configuration: PUBLIC_URL must be https:// in production (mailed links, 3-D Secure returns)');
  if (production && e.BANK_ACCOUNT_COOLING_OFF_HOURS < 24)
    throw new Error('Bad configuration: BANK_ACCOUNT_COOLING_OFF_HOURS cannot be under 24 in production');
  if (production && e.RATE_LIMITS === 'off')
    throw new Error('Bad configuration: RATE_LIMITS cannot be off in production');
  if (production && e.FEED === 'manual')
    throw new Error('Bad configuration: FEED cannot be manual in production (its clock is moved by sandbox calls)');
  return {
    production,
    sandbox: !production,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL || undefined,
    dataDir: e.DATA_DIR ?? fileURLToPath(new URL('../.data/pglite', import.meta.url)),
    redisUrl: e.REDIS_URL || undefined,
    jwtSecret: e.JWT_SECRET ?? DEMO_JWT_SECRET,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.SITE_PORT ?? e.PORT}`,
    publicUrlFollowsHost: !production && !e.PUBLIC_URL,
    trustProxy: production ? productionTrustProxy(e.TRUST_PROXY) : trustProxyOf(e.TRUST_PROXY),
    rateLimits: e.RATE_LIMITS === 'on',
    logLevel: e.LOG_LEVEL,
    feed: e.FEED,
    feedPriceMoves: { meanSec: e.FEED_PRICE_MOVE_SEC, lateMeanSec: e.FEED_PRICE_MOVE_LATE_SEC },
    feedWorld: { seed: e.FEED_SEED, lanes: e.FEED_LANES, tickMs: e.FEED_TICK_MS },
    payIdDomain: e.PAYID_DOMAIN,
    pgPoolMax: e.PG_POOL_MAX,
    opsToken: e.OPS_TOKEN,
    metricsPort: e.METRICS_PORT,
    bankCoolingOffMs: e.BANK_ACCOUNT_COOLING_OFF_HOURS * 3_600_000,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    payoutCeilingCents: brands[e.BRAND].payoutCeilingCents ?? DEFAULT_PAYOUT_CEILING_CENTS,
    cashOut: {
      marginPercent: e.CASH_OUT_MARGIN_PERCENT,
      suspendBeforeJumpMs: e.CASH_OUT_SUSPEND_BEFORE_JUMP_SEC * 1000,
    },
    maintenance: {
      brand: e.BRAND,
      on: e.MAINTENANCE_MODE === undefined ? undefined : e.MAINTENANCE_MODE === 'on',
      whitelistIps: maintenanceWhitelist(env.MAINTENANCE_WHITELIST_IPS),
    },
  };
}

function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
}

/** Process configuration, read once from the environment when the server starts. */
export const config = loadConfigOrExit();
