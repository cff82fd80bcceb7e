import { cents } from '@wagering/contract/money';
import type { Clock } from './lib/clock';
import { hashPassword } from './lib/password';
import { grantBonusBet, grantDividendBoost } from './modules/benefits/service';
import { post } from './modules/ledger/service';
import type { Db } from './db/client';
import { DAY_MS } from './lib/dates';

/** The demo punters the README lists. */
const DEMO_PUNTERS = [
  {
    username: 'punter',
    password: 'Punter123',
    first_name: 'Pat',
    last_name: 'Punter',
    verified: true,
    excludedDays: 0,
  },
  {
    username: 'newbie',
    password: 'Newbie123',
    first_name: 'Nina',
    last_name: 'Newbie',
    verified: false,
    excludedDays: 0,
  },
  {
    username: 'excluded',
    password: 'Excluded123',
    first_name: 'Eddie',
    last_name: 'Excluded',
    verified: true,
    excludedDays: 180,
  },
] as const;

/** On the embedded BetStop register: registering as this person is refused. */
export const BETSTOP_DEMO = {
  first_name: 'Barry',
  last_name: 'Banned',
  date_of_birth: '1980-01-01',
  email: 'barry.banned@example.com',
};
/** On the rewards service's banned list. */
const BANNED_BANK_ACCOUNT = { bsb: '000000', account_number: '99999999' };

/**
 * Demo data for a fresh database: runs only while the users table is empty, so restarts never duplicate it.
 * punter has $500.00 cash, a $10.00 bonus bet and a 25% dividend boost with 3 uses.
 */
const SEED_LOCK = 4_240_003;

export async function seed(db: Db, clock: Clock): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
  if (rows[0].n > 0) return false;
  const now = clock.now();
  const hashes = await Promise.all(DEMO_PUNTERS.map((p) => hashPassword(p.password)));
  return db.tx(async (q) => {
    // Replicas starting together on an empty database: one seeds, the others find it done.
    await q.query('SELECT pg_advisory_xact_lock($1, hashtext(current_schema()))', [SEED_LOCK]);
    const again = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    if (again.rows[0].n > 0) return false;
    for (const [i, p] of DEMO_PUNTERS.entries()) {
      const id = crypto.randomUUID();
      await q.query(
        `INSERT INTO users (id, username, email, password_hash, gender, first_name, last_name, phone, date_of_birth, home_street_number,
           home_street_name, home_street_type, country, state, home_suburb, post_code, user_verified, verification_status,
           self_excluded_until, created_at)
         VALUES ($1, $2, $3, $4, 1, $5, $6, $11, '1990-05-17', '1', 'Flemington', 'RD', 'AUS', 'VIC', 'Flemington', '3031',
           $7, $8, $9, $10)`,
        [
          id,
          p.username,
          `${p.username}@example.com`,
          hashes[i],
          p.first_name,
          p.last_name,
          p.verified,
          p.verified ? 'verified' : 'none',
          // As a punter's own exclusion: it ends at midnight after its last day.
          p.excludedDays ? new Date((Math.floor(now / DAY_MS) + p.excludedDays + 1) * DAY_MS).toISOString() : null,
          new Date(now).toISOString(),
          // One phone each: self-exclusion follows a person's phone across accounts.
          `041234567${i}`,
        ],
      );
      await q.query('INSERT INTO wallets (user_id) VALUES ($1)', [id]);
      if (p.username !== 'punter') continue;
      await post(q, {
        userId: id,
        kind: 'deposit',
        reference: `seed-${id}`,
        description: 'Welcome deposit',
        at: now,
        lines: [
          { account: 'cash', amount_cents: cents(50000) },
          { account: 'bank_clearing', amount_cents: cents(-50000) },
        ],
      });
      await grantBonusBet(q, {
        userId: id,
        amountCents: cents(1000),
        description: '$10 Bonus Bet',
        expiresAt: now + 30 * DAY_MS,
        now,
      });
      await grantDividendBoost(q, {
        userId: id,
        description: '25% Dividend Boost',
        boostPercent: 25,
        uses: 3,
        expiresAt: now + 30 * DAY_MS,
        now,
      });
    }
    await q.query(
      'INSERT INTO self_exclusion_register (first_name, last_name, date_of_birth, email) VALUES ($1, $2, $3, $4)',
      [BETSTOP_DEMO.first_name, BETSTOP_DEMO.last_name, BETSTOP_DEMO.date_of_birth, BETSTOP_DEMO.email],
    );
    await q.query(
      "INSERT INTO banned_bank_accounts (bsb, account_number, reason) VALUES ($1, $2, 'Demo: banned from rewards')",
      [BANNED_BANK_ACCOUNT.bsb, BANNED_BANK_ACCOUNT.account_number],
    );
    return true;
  });
}
