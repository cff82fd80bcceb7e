/**
 * The payout ceiling (issue 33, docs/SPEC-CHOICES.md): the most a punter's pending fixed-price bets on one race or
 * match may return together, set per brand. Checked at placement inside its transaction, after the punter's wallet
 * row is locked: two slips of one punter placed at once queue on that lock, so the second sees the first's bets and
 * the two together can never cross it. A bet's most return is its stake times its price (an each-way counted as if
 * both parts paid the win price, a bonus bet as if its stake came back: upper bounds); tote and exotic bets pay pool
 * dividends, not the book's prices, and are outside it.
 */
import { formatCents } from '@wagering/contract/format';
import { cents, sumCents, type Cents } from '@wagering/contract/money';
import type { Queryable } from '../../db/client';
import { centsColumn, type BigintColumn } from '../../db/money';
import { HttpError } from '../../lib/errors';
import type { StoredLeg } from './schemas';

/** A bet about to be placed, as the ceiling sees it. */
export interface Exposure {
  stakeCents: Cents;
  price: number | null;
  legs: StoredLeg[];
}

const eventKey = (isSport: boolean, eventId: number) => `${isSport ? 'S' : 'R'}:${eventId}`;
const mostReturn = (bet: Exposure) => cents(bet.price === null ? 0 : Math.round(bet.stakeCents * bet.price));

const payoutCeilingMessage = (ceilingCents: Cents) =>
  `The most your bets on one race or match can return is ${formatCents(ceilingCents)}. With your other bets on it, this bet slip could return more: lower the stake.`;

/** Refuses the slip (400) when, with the punter's pending bets, some event's bets could return more than the ceiling. */
export async function checkPayoutCeiling(q: Queryable, userId: string, bets: Exposure[], ceilingCents: Cents) {
  const owed = new Map<string, Cents>();
  const add = (key: string, more: Cents) => owed.set(key, sumCents([owed.get(key) ?? cents(0), more]));
  for (const bet of bets)
    for (const key of new Set(bet.legs.map((l) => eventKey(l.is_sport, l.event_id)))) add(key, mostReturn(bet));
  // Bets that could return nothing from the book (tote, exotics) cannot cross it: no lock, no query.
  if (![...owed.values()].some((most) => most > 0)) return;
  // The wallet lock the stake's posting takes anyway, taken first: placements of one punter queue here.
  await q.query(
    'INSERT INTO wallets (user_id) VALUES ($1) ON CONFLICT (user_id) DO UPDATE SET user_id = EXCLUDED.user_id',
    [userId],
  );
  const { rows } = await q.query<{ is_sport: boolean; event_id: number; cents: BigintColumn }>(
    // The punter's pending priced bets first (bets_user_placed), then their legs on these events, each bet once an event.
    `SELECT is_sport, event_id, SUM(cents) AS cents FROM (
       SELECT DISTINCT b.bet_id, l.is_sport, l.event_id, ROUND(b.stake_cents * b.dividend) AS cents
       FROM bets b JOIN bet_legs l ON l.bet_id = b.bet_id
       WHERE b.user_id = $1 AND b.status IN ('Accepted', 'Processing') AND b.dividend IS NOT NULL
         AND l.event_id = ANY($2::int[])
     ) pending
     GROUP BY is_sport, event_id`,
    [userId, [...new Set(bets.flatMap((b) => b.legs.map((l) => l.event_id)))]],
  );
  for (const row of rows) {
    const key = eventKey(row.is_sport, row.event_id);
    if (owed.has(key)) add(key, centsColumn(row.cents));
  }
  if ([...owed.values()].some((most) => most > ceilingCents)) {
    const message = payoutCeilingMessage(ceilingCents);
    throw new HttpError(400, message, { bet_amount: message }, { err_code: 'payout-ceiling', err_msg: message });
  }
}
