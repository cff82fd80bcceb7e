import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../src/app';
import { openDb, type Db } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { ManualClock } from '../src/lib/clock';
import { hashPassword } from '../src/lib/password';
import { startSession } from '../src/modules/auth/sessions';
import { post } from '../src/modules/ledger/service';
import { cents } from '@wagering/contract/money';

/**
 * A fresh app on a fresh database: PGlite in memory by default, or, when TEST_DATABASE_URL is set,
 * the PostgreSQL server in a schema of its own so suites can run side by side.
 */
export const TEST_JWT_SECRET = 'test-secret';

export async function createTestApp(options: Partial<AppDeps> = {}): Promise<{
  app: FastifyInstance;
  db: Db;
  clock: ManualClock;
  close: () => Promise<void>;
}> {
  const url = process.env.TEST_DATABASE_URL;
  const schema = url ? `t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}` : undefined;
  const db = await openDb({ databaseUrl: url, schema });
  await migrate(db);
  const clock = new ManualClock(Date.now());
  const app = await buildApp({ db, clock, jwtSecret: TEST_JWT_SECRET, sandbox: true, ...options });
  await app.ready();
  return {
    app,
    db,
    clock,
    close: async () => {
      await app.close();
      if (schema) await db.query(`DROP SCHEMA "${schema}" CASCADE`);
      await db.close();
    },
  };
}

/** Inserts a punter directly (no HTTP), verified unless told otherwise; returns the user id. */
export async function insertUser(
  db: Db,
  overrides: { username?: string; verified?: boolean; selfExcludedUntil?: number; passwordHash?: string } = {},
): Promise<string> {
  const id = crypto.randomUUID();
  const username = overrides.username ?? `u${id.slice(0, 8)}`;
  await db.query(
    `INSERT INTO users (id, username, email, password_hash, first_name, last_name, date_of_birth, user_verified,
       verification_status, self_excluded_until, created_at)
     VALUES ($1, $2, $3, $4, 'Test', $8, '1990-01-01', $5, $6, $7, now())`,
    [
      id,
      username,
      `${username}@example.test`,
      overrides.passwordHash ?? 'not-a-real-hash',
      overrides.verified ?? true,
      (overrides.verified ?? true) ? 'verified' : 'none',
      overrides.selfExcludedUntil ? new Date(overrides.selfExcludedUntil).toISOString() : null,
      // A different person each (self-exclusion is per person: name and date of birth).
      `Punter ${username}`,
    ],
  );
  await db.query('INSERT INTO wallets (user_id) VALUES ($1)', [id]);
  return id;
}

export const TEST_PASSWORD = 'Secret123';

/** A punter who can log in with TEST_PASSWORD, plus a bearer header for them. */
export async function createPunter(
  ctx: { app: FastifyInstance; db: Db },
  options: { verified?: boolean; selfExcludedUntil?: number; cashCents?: number } = {},
): Promise<{ id: string; username: string; headers: { authorization: string } }> {
  const username = `p${crypto.randomUUID().slice(0, 8)}`;
  const id = await insertUser(ctx.db, { ...options, username, passwordHash: await cachedHash() });
  if (options.cashCents) {
    await ctx.db.tx((q) =>
      post(q, {
        userId: id,
        kind: 'deposit',
        reference: `fixture-${id}`,
        description: 'Fixture deposit',
        at: ctx.app.deps.clock.now(),
        lines: [
          { account: 'cash', amount_cents: cents(options.cashCents!) },
          { account: 'bank_clearing', amount_cents: cents(-options.cashCents!) },
        ],
      }),
    );
  }
  // A remembered (one-year) token, so tests can move the clock by days.
  const token = await startSession(ctx.db, {
    secret: TEST_JWT_SECRET,
    userId: id,
    now: ctx.app.deps.clock.now(),
    rememberMe: true,
  });
  return { id, username, headers: { authorization: `Bearer ${token}` } };
}

let hash: Promise<string> | undefined;
const cachedHash = () => (hash ??= hashPassword(TEST_PASSWORD));

/** A registration (all three steps) the form and the API accept, opted out of a deposit limit. */
export const validRegistration = (overrides: Record<string, unknown> = {}) => ({
  gender: 'F',
  first_name: 'Sam',
  last_name: 'Sameperson',
  phone: '0498765432',
  date_of_birth: '1985-06-15',
  email: 'sam@example.com',
  password: TEST_PASSWORD,
  has_auto_filling: false,
  show_address_fields: true,
  home_street_number: '1',
  home_street_name: 'Racecourse',
  home_street_type: 'RD',
  country: 'AUS',
  state: 'VIC',
  home_suburb: 'Flemington',
  post_code: '3031',
  has_opted_out: true,
  acknowledge_terms: true,
  ...overrides,
});
