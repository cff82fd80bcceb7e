import { DEFAULT_TIME_ZONE, DEPOSIT_LIMIT_RAISE_DELAY_DAYS } from '@wagering/contract/constants';
import { cents, sumCents, type Cents } from '@wagering/contract/money';
import type { Queryable } from '../../db/client';
import { centsColumn, type BigintColumn } from '../../db/money';
import { DAY_MS, formatLongDate, iso } from '../../lib/dates';
import { badRequest, HttpError } from '../../lib/errors';
import { formatCents } from '@wagering/contract/format';
import { endOfDateIn, endOfDayIn } from '@wagering/contract/format/zone-days';
import type { DepositLimit } from './schemas';
import { ENTRY_KINDS } from '../ledger/service';

type LimitRow = { amount_cents: BigintColumn | null; period_days: number | null; effective_from: Date };
const toLimit = (r: LimitRow | undefined): DepositLimit | null =>
  r && r.amount_cents != null && r.period_days != null
    ? {
        amount_cents: centsColumn(r.amount_cents),
        period_days: r.period_days,
        effective_from: new Date(r.effective_from).toISOString(),
      }
    : null;

/** The limit in force at `now`, the change waiting to take effect, and what is left to deposit in the current period. */
export async function depositLimitStatus(q: Queryable, userId: string, now: number) {
  const { rows } = await q.query<LimitRow & { in_force: boolean }>(
    `(SELECT amount_cents, period_days, effective_from, true AS in_force FROM deposit_limits
      WHERE user_id = $1 AND effective_from <= $2 ORDER BY effective_from DESC, id DESC LIMIT 1)
     UNION ALL
     (SELECT amount_cents, period_days, effective_from, false FROM deposit_limits
      WHERE user_id = $1 AND effective_from > $2 ORDER BY id DESC LIMIT 1)`,
    [userId, iso(now)],
  );
  const current = toLimit(rows.find((r) => r.in_force));
  const pendingRow = rows.find((r) => !r.in_force);
  // A waiting change with no amount removes the limit when it takes effect.
  const pending = pendingRow
    ? {
        amount_cents: pendingRow.amount_cents == null ? null : centsColumn(pendingRow.amount_cents),
        period_days: pendingRow.period_days,
        effective_from: new Date(pendingRow.effective_from).toISOString(),
        removes_limit: pendingRow.amount_cents == null,
      }
    : null;
  const used = current ? await depositedSince(q, userId, now - current.period_days * DAY_MS) : cents(0);
  return {
    current,
    pending,
    used_cents: used,
    remaining_cents: current ? cents(Math.max(0, current.amount_cents - used)) : null,
  };
}

async function depositedSince(q: Queryable, userId: string, since: number): Promise<Cents> {
  const { rows } = await q.query<{ total: BigintColumn | null }>(
    `SELECT SUM(l.amount_cents) AS total FROM journal_entries e JOIN journal_lines l ON l.entry_id = e.id
     WHERE e.user_id = $1 AND e.kind = 'deposit' AND l.account = 'cash' AND e.created_at > $2`,
    [userId, iso(since)],
  );
  return centsColumn(rows[0]?.total);
}

/** Refuses a deposit that would pass the punter's limit. Call inside the deposit's transaction, after the wallet lock. */
export async function assertWithinDepositLimit(
  q: Queryable,
  userId: string,
  amountCents: Cents,
  now: number,
): Promise<void> {
  const status = await depositLimitStatus(q, userId, now);
  if (status.current && status.remaining_cents !== null && amountCents > status.remaining_cents) {
    const message =
      status.remaining_cents === 0
        ? `You have reached your deposit limit of ${formatCents(status.current.amount_cents)} per ${periodName(status.current.period_days)}.`
        : `This deposit is over your deposit limit. You can deposit up to ${formatCents(status.remaining_cents)} more this ${periodName(status.current.period_days)}.`;
    throw new HttpError(400, message, { amount: message }, { code: 'deposit-limit' });
  }
}

const periodName = (days: number) => ({ 1: 'day', 7: 'week', 14: 'fortnight', 30: 'month' })[days] ?? `${days} days`;

type Limit = { amount_cents: Cents; period_days: number };

/**
 * The most a limit lets in over any stretch of time just over `days` days: one full allowance per started period
 * (deposits at the very end of one period and the start of the next both count).
 */
const mostWithin = (limit: Limit, days: number) => (Math.floor(days / limit.period_days) + 1) * limit.amount_cents;

/**
 * True when `next` can never let in more money than `current` over any window of time: $50 per 7 days to $1 per
 * day is a decrease (at most $7 a week), $50 per week to $10 per day is not ($70 a week). Both allowances repeat
 * with their periods, so checking every whole-day stretch up to twice the periods' common multiple covers all.
 */
export function isDecrease(current: Limit, next: Limit): boolean {
  const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a);
  const horizon = 2 * ((current.period_days * next.period_days) / gcd(current.period_days, next.period_days));
  for (let days = 0; days <= horizon; days++) if (mostWithin(next, days) > mostWithin(current, days)) return false;
  return true;
}

/**
 * Sets a deposit limit. A decrease (never more money in any window, see isDecrease) applies at once and replaces
 * any waiting change; every other change applies only after the cooling-off, so a punter cannot raise a limit on
 * impulse.
 */
export async function setDepositLimit(q: Queryable, userId: string, limit: Limit, now: number) {
  await q.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
  const { current } = await depositLimitStatus(q, userId, now);
  const stricter = !current || isDecrease(current, limit);
  const effectiveFrom = stricter ? now : now + DEPOSIT_LIMIT_RAISE_DELAY_DAYS * DAY_MS;
  if (stricter)
    await q.query('DELETE FROM deposit_limits WHERE user_id = $1 AND effective_from > $2', [userId, iso(now)]);
  await q.query(
    'INSERT INTO deposit_limits (user_id, amount_cents, period_days, requested_at, effective_from) VALUES ($1, $2, $3, $4, $5)',
    [userId, limit.amount_cents, limit.period_days, iso(now), iso(effectiveFrom)],
  );
  return {
    message: stricter
      ? 'Your deposit limit has been updated.'
      : `Your higher deposit limit will apply from ${formatLongDate(effectiveFrom)}. Until then your current limit stays in place.`,
    ...(await depositLimitStatus(q, userId, now)),
  };
}

/**
 * Self-excludes the punter until the end of `untilDate` (YYYY-MM-DD) in their own zone (kept with the account; UTC
 * until known), so the day they chose is the last day they are excluded where they live. Extended, never shortened.
 */
export async function selfExclude(
  q: Queryable,
  userId: string,
  untilDate: string,
  now: number,
): Promise<{ until: number; zone: string | undefined }> {
  if (Number.isNaN(Date.parse(`${untilDate}T00:00:00Z`)))
    throw badRequest('Self exclusion date is not a real date', {
      self_exclusion_date: 'Self exclusion date is not a real date',
    });
  const { rows } = await q.query<{ self_excluded_until: Date | null; time_zone: string | null }>(
    'SELECT self_excluded_until, time_zone FROM users WHERE id = $1 FOR UPDATE',
    [userId],
  );
  const zone = rows[0]?.time_zone ?? DEFAULT_TIME_ZONE;
  const until = endOfDateIn(untilDate, zone);
  if (until <= endOfDayIn(now, zone)) {
    throw badRequest('Self exclusion date must be after today', {
      self_exclusion_date: 'Self exclusion date must be after today',
    });
  }
  const existing = rows[0]?.self_excluded_until ? new Date(rows[0].self_excluded_until).getTime() : 0;
  const effective = Math.max(existing, until);
  await q.query('UPDATE users SET self_excluded_until = $2 WHERE id = $1', [userId, iso(effective)]);
  return { until: effective, zone: rows[0]?.time_zone ?? undefined };
}

/** A month's money movements from the ledger: totals per kind (cash and bonus, signed cents) and the opening/closing cash. */
export async function activityStatement(q: Queryable, userId: string, year: number, month: number) {
  const from = Date.UTC(year, month - 1, 1);
  const to = Date.UTC(year, month, 1);
  const { rows } = await q.query<{
    kind: string;
    cash: BigintColumn | null;
    bonus: BigintColumn | null;
    entries: number;
  }>(
    `SELECT e.kind,
       SUM(CASE WHEN l.account = 'cash' THEN l.amount_cents END) AS cash,
       SUM(CASE WHEN l.account = 'bonus' THEN l.amount_cents END) AS bonus,
       COUNT(DISTINCT e.id)::int AS entries
     FROM journal_entries e JOIN journal_lines l ON l.entry_id = e.id
     WHERE e.user_id = $1 AND e.created_at >= $2 AND e.created_at < $3 AND l.account IN ('cash', 'bonus')
     GROUP BY e.kind`,
    [userId, iso(from), iso(to)],
  );
  const opening = await q.query<{ cash: BigintColumn | null }>(
    `SELECT SUM(l.amount_cents) AS cash FROM journal_entries e JOIN journal_lines l ON l.entry_id = e.id
     WHERE e.user_id = $1 AND e.created_at < $2 AND l.account = 'cash'`,
    [userId, iso(from)],
  );
  const totals = ENTRY_KINDS.map((kind) => {
    const r = rows.find((x) => x.kind === kind);
    return { kind, cash_cents: centsColumn(r?.cash), bonus_cents: centsColumn(r?.bonus), entries: r?.entries ?? 0 };
  });
  const openingCash = centsColumn(opening.rows[0]?.cash);
  const net = sumCents(totals.map((t) => t.cash_cents));
  return {
    year,
    month,
    opening_cash_cents: openingCash,
    closing_cash_cents: sumCents([openingCash, net]),
    net_cash_cents: net,
    totals,
  };
}

/** The last `count` calendar months (UTC), oldest first, ending with the month of `now`. */
function lastMonths(now: number, count: number): { year: number; month: number }[] {
  const d = new Date(now);
  return Array.from({ length: count }, (_, i) => {
    const at = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - (count - 1 - i), 1));
    return { year: at.getUTCFullYear(), month: at.getUTCMonth() + 1 };
  });
}

/**
 * The punter's own spending per month from the ledger, in cash cents (bonus money is the house's, not the punter's):
 * deposits, stakes (positive), returns (winnings, cash outs and refunds) and the betting result; and how much of the
 * deposit limit in force is used.
 */
export async function spendingSummary(q: Queryable, userId: string, count: number, now: number) {
  const months = lastMonths(now, count);
  const from = Date.UTC(months[0]!.year, months[0]!.month - 1, 1);
  const { rows } = await q.query<{ ym: string; kind: string; cash: BigintColumn | null }>(
    `SELECT to_char(e.created_at AT TIME ZONE 'UTC', 'YYYY-MM') AS ym, e.kind, SUM(l.amount_cents) AS cash
     FROM journal_entries e JOIN journal_lines l ON l.entry_id = e.id
     WHERE e.user_id = $1 AND e.created_at >= $2 AND e.created_at <= $3 AND l.account = 'cash'
       AND e.kind IN ('deposit', 'stake', 'return', 'refund', 'cash_out')
     GROUP BY 1, 2`,
    [userId, iso(from), iso(now)],
  );
  const cash = (ym: string, kinds: string[]) =>
    sumCents(rows.filter((r) => r.ym === ym && kinds.includes(r.kind)).map((r) => centsColumn(r.cash)));
  const status = await depositLimitStatus(q, userId, now);
  return {
    months: months.map(({ year, month }) => {
      const ym = `${year}-${String(month).padStart(2, '0')}`;
      const stakes = cents(-cash(ym, ['stake']));
      const returns = cash(ym, ['return', 'refund', 'cash_out']);
      return {
        year,
        month,
        deposits_cents: cash(ym, ['deposit']),
        stakes_cents: stakes,
        returns_cents: returns,
        net_cents: cents(returns - stakes),
      };
    }),
    deposit_limit: status.current && {
      amount_cents: status.current.amount_cents,
      period_days: status.current.period_days,
      used_cents: status.used_cents,
      remaining_cents: status.remaining_cents ?? cents(0),
    },
  };
}
