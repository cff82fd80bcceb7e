import { cents, type Cents } from '@wagering/contract/money';
import type { Queryable } from '../../db/client';
import { centsColumn, type BigintColumn } from '../../db/money';
import { HttpError } from '../../lib/errors';
import { post } from '../ledger/service';
import { iso } from '../../lib/dates';
import type { BonusBet, DividendBoost } from './schemas';

/** Why a bonus bet or boost cannot be used; the betting module maps these to its leg codes (300, 314, 302). */
type BenefitProblem = 'not-found' | 'expired' | 'over-limit' | 'used-up';

class BenefitError extends HttpError {
  constructor(
    readonly problem: BenefitProblem,
    message: string,
  ) {
    super(400, message, {}, { code: problem });
  }
}

type Row = Record<string, unknown>;
const toBonusBet = (r: Row): BonusBet => ({
  id: Number(r.id),
  description: String(r.description),
  amount_cents: centsColumn(r.amount_cents as BigintColumn),
  remaining_cents: centsColumn(r.remaining_cents as BigintColumn),
  expires_at: new Date(r.expires_at as string).toISOString(),
});
const toBoost = (r: Row): DividendBoost => ({
  id: Number(r.id),
  description: String(r.description),
  boost_percent: Number(r.boost_percent),
  remaining_value: Number(r.remaining_value),
  expires_at: new Date(r.expires_at as string).toISOString(),
});

/**
 * The punter's usable bonus bets (unexpired with something left) and dividend boosts (unexpired with uses left),
 * soonest expiry first, in one round trip: a bet's verification needs both inside the wallet-locked transaction.
 */
export async function listBenefits(
  q: Queryable,
  userId: string,
  now: number,
): Promise<{ bonusBets: BonusBet[]; boosts: DividendBoost[] }> {
  const { rows } = await q.query<{ kind: 'bonus' | 'boost'; benefit: Row }>(
    `SELECT 'bonus' AS kind, to_jsonb(b) AS benefit, b.expires_at, b.id FROM bonus_bets b
       WHERE b.user_id = $1 AND b.remaining_cents > 0 AND b.expires_at > $2
     UNION ALL
     SELECT 'boost', to_jsonb(d), d.expires_at, d.id FROM dividend_boosts d
       WHERE d.user_id = $1 AND d.remaining_value > 0 AND d.expires_at > $2
     ORDER BY expires_at, id`,
    [userId, iso(now)],
  );
  return {
    bonusBets: rows.filter((r) => r.kind === 'bonus').map((r) => toBonusBet(r.benefit)),
    boosts: rows.filter((r) => r.kind === 'boost').map((r) => toBoost(r.benefit)),
  };
}

export const listBonusBets = async (q: Queryable, userId: string, now: number) =>
  (await listBenefits(q, userId, now)).bonusBets;

export const listDividendBoosts = async (q: Queryable, userId: string, now: number) =>
  (await listBenefits(q, userId, now)).boosts;

/**
 * Uses `amountCents` of a bonus bet inside the caller's transaction (row-locked) and returns what is left.
 * The caller posts the matching `bonus_stake` ledger entry (bonus → stakes_held) in the same transaction.
 */
export async function consumeBonusBet(
  q: Queryable,
  args: { userId: string; bonusBetId: number; amountCents: Cents; now: number },
): Promise<BonusBet> {
  const { rows } = await q.query('SELECT * FROM bonus_bets WHERE id = $1 AND user_id = $2 FOR UPDATE', [
    args.bonusBetId,
    args.userId,
  ]);
  if (!rows[0]) throw new BenefitError('not-found', 'Bonus bet not found');
  const bet = toBonusBet(rows[0]);
  if (Date.parse(bet.expires_at) <= args.now) throw new BenefitError('expired', 'This bonus bet has expired');
  if (!Number.isSafeInteger(args.amountCents) || args.amountCents <= 0)
    throw new BenefitError('over-limit', 'Bonus bet amount must be above zero');
  if (args.amountCents > bet.remaining_cents)
    throw new BenefitError('over-limit', 'Bonus bet amount is more than its remaining value');
  const left = cents(bet.remaining_cents - args.amountCents);
  await q.query('UPDATE bonus_bets SET remaining_cents = $2 WHERE id = $1', [bet.id, left]);
  return { ...bet, remaining_cents: left };
}

/** Uses one of a dividend boost's remaining uses inside the caller's transaction (row-locked). */
export async function consumeDividendBoost(
  q: Queryable,
  args: { userId: string; boostId: number; now: number },
): Promise<DividendBoost> {
  const { rows } = await q.query('SELECT * FROM dividend_boosts WHERE id = $1 AND user_id = $2 FOR UPDATE', [
    args.boostId,
    args.userId,
  ]);
  if (!rows[0]) throw new BenefitError('not-found', 'Dividend boost not found');
  const boost = toBoost(rows[0]);
  if (Date.parse(boost.expires_at) <= args.now) throw new BenefitError('expired', 'This dividend boost has expired');
  if (boost.remaining_value <= 0) throw new BenefitError('used-up', 'This dividend boost has been used');
  await q.query('UPDATE dividend_boosts SET remaining_value = remaining_value - 1 WHERE id = $1', [boost.id]);
  return { ...boost, remaining_value: boost.remaining_value - 1 };
}

/** Gives a punter a bonus bet: the row plus a balanced `bonus_credit` (promotions → bonus), in the caller's transaction. */
export async function grantBonusBet(
  q: Queryable,
  args: { userId: string; amountCents: Cents; description: string; expiresAt: number; now: number },
): Promise<BonusBet> {
  const { rows } = await q.query(
    `INSERT INTO bonus_bets (user_id, description, amount_cents, remaining_cents, expires_at, created_at)
     VALUES ($1, $2, $3, $3, $4, $5) RETURNING *`,
    [args.userId, args.description, args.amountCents, iso(args.expiresAt), iso(args.now)],
  );
  const bet = toBonusBet(rows[0]);
  await post(q, {
    userId: args.userId,
    kind: 'bonus_credit',
    reference: `bonus-bet:${bet.id}`,
    description: args.description,
    at: args.now,
    lines: [
      { account: 'bonus', amount_cents: args.amountCents },
      { account: 'promotions', amount_cents: cents(-args.amountCents) },
    ],
  });
  return bet;
}

export async function grantDividendBoost(
  q: Queryable,
  args: { userId: string; description: string; boostPercent: number; uses: number; expiresAt: number; now: number },
): Promise<DividendBoost> {
  const { rows } = await q.query(
    `INSERT INTO dividend_boosts (user_id, description, boost_percent, remaining_value, expires_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
    [args.userId, args.description, args.boostPercent, args.uses, iso(args.expiresAt), iso(args.now)],
  );
  return toBoost(rows[0]);
}
