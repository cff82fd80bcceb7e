/**
 * Cash out (issue 27 item 1): the offer for each of a punter's pending fixed-price bets, priced now from its legs'
 * current prices and results (the rule is shared/src/wagering/cash-out.ts), and the accept that settles the bet at
 * that offer through the ledger. docs/SPEC-CHOICES.md "Cash out" records which bets are offered it and why.
 */
import { cents, type Cents } from '@wagering/contract/money';
import type { Queryable } from '../../db/client';
import { centsColumn, type BigintColumn } from '../../db/money';
import { HttpError, notFound } from '../../lib/errors';
import { formatCents } from '@wagering/contract/format';
import { cashOutOffer, type CashOutLeg } from '@wagering/contract/wagering';
import { post } from '../ledger/service';
import { publishIn } from '../live-events/publish';
import type * as racing from '../racing/race-model';
import { racesByIds } from '../racing/race';
import * as sports from '../sports/service';
import type { LegResult } from './schemas';
import type { CashOutSettings } from '../../lib/cash-out-settings';

/** Why a bet's offer is paused, in the punter's words. */
export const SUSPENDED = {
  raceJumping: 'Cash out is suspended: a race in this bet is about to jump',
  raceStarted: 'Cash out is suspended: a race in this bet has jumped',
  raceSuspended: 'Cash out is suspended while the market is suspended',
  scratched: 'Cash out is suspended: a runner in this bet was scratched',
  matchStarted: 'Cash out is suspended: a match in this bet has started',
  noPrice: 'Cash out is suspended: a selection in this bet has no price now',
} as const;

export interface CashOutQuote {
  ticket_number: string;
  /** What the house pays now, in cents; null while suspended. */
  offer_cents: Cents | null;
  /** Why there is no offer now (suspended), or null. */
  suspended_reason: string | null;
  /** The races' and matches' event ids whose prices move the offer. */
  event_ids: number[];
}

interface BetRow {
  bet_id: number;
  ticket_number: string;
  user_id: string;
  description: string;
  stake_cents: BigintColumn;
  status: string;
}
interface LegRow {
  bet_id: number;
  is_sport: boolean;
  event_id: number;
  bet_type: string;
  selections: string;
  dividend: string | null;
  result: LegResult;
}

/**
 * Which bets are offered cash out: fixed-price singles (win, place, sports) and multis or parlay combinations of
 * them, paid from cash and not boosted. Each-way, exotics, same race multis, quadrellas, tote and top-fluc bets,
 * bonus bets and boosted bets are not (their price is not one the market quotes again, or the promotion's money is
 * not cash to pay back).
 */
const ELIGIBLE = `b.status = 'Accepted' AND NOT b.is_free_bet AND b.boost IS NULL AND b.bet_type <> 'EachWay'
  AND b.bet_type <> 'Exotic' AND NOT EXISTS (SELECT 1 FROM bet_legs x WHERE x.bet_id = b.bet_id AND x.dividend IS NULL)`;

/** The offers on every pending bet of the punter's that cash out applies to, newest bet first. */
export async function cashOutQuotes(
  q: Queryable,
  userId: string,
  now: number,
  settings: CashOutSettings,
): Promise<CashOutQuote[]> {
  const { rows } = await q.query<BetRow>(
    `SELECT b.bet_id, b.ticket_number, b.user_id, b.description, b.stake_cents, b.status FROM bets b
     WHERE b.user_id = $1 AND ${ELIGIBLE} ORDER BY b.placed_at DESC, b.bet_id DESC`,
    [userId],
  );
  return quoteBets(q, rows, now, settings);
}

async function quoteBets(q: Queryable, bets: BetRow[], now: number, settings: CashOutSettings) {
  if (!bets.length) return [];
  const legs = (
    await q.query<LegRow>(
      'SELECT bet_id, is_sport, event_id, bet_type, selections, dividend, result FROM bet_legs WHERE bet_id = ANY($1::int[]) ORDER BY bet_id, leg_no',
      [bets.map((b) => b.bet_id)],
    )
  ).rows;
  const pending = legs.filter((l) => l.result === 'pending');
  const raceIds = [...new Set(pending.filter((l) => !l.is_sport).map((l) => l.event_id))];
  const matchIds = [...new Set(pending.filter((l) => l.is_sport).map((l) => l.event_id))];
  const market: Market = {
    races: raceIds.length ? await racesByIds(q, now, raceIds) : {},
    matches: new Map((matchIds.length ? await sports.matchesByIds(q, matchIds) : []).map((m) => [m.event_id, m])),
  };
  return bets.map((b) =>
    quoteBet(
      b,
      legs.filter((l) => l.bet_id === b.bet_id),
      market,
      now,
      settings,
    ),
  );
}

interface Market {
  races: Record<string, racing.Race>;
  matches: Map<number, Awaited<ReturnType<typeof sports.matchesByIds>>[number]>;
}

/** One leg as the pricing rule sees it, or why cash out is suspended on it. */
function legNow(leg: LegRow, market: Market, now: number, settings: CashOutSettings): CashOutLeg | string {
  const taken = Number(leg.dividend);
  if (leg.result === 'won') return { result: 'won', takenPrice: taken };
  if (leg.result !== 'pending') return { result: leg.result };
  if (leg.is_sport) {
    const match = market.matches.get(leg.event_id);
    if (!match || match.match_status !== 'Open' || Date.parse(match.match_starting_date) <= now)
      return SUSPENDED.matchStarted;
    const price = match.submarkets.flatMap((m) => m.selections).find((s) => s.bet_type === leg.bet_type)?.dividend;
    return price ? { result: 'pending', takenPrice: taken, currentPrice: price } : SUSPENDED.noPrice;
  }
  const race = market.races[leg.event_id];
  if (!race || race.race_status === 'Suspended') return SUSPENDED.raceSuspended;
  const untilJump = Date.parse(race.start_time) - now;
  if (race.race_status !== 'Open' || untilJump <= 0) return SUSPENDED.raceStarted;
  if (untilJump <= settings.suspendBeforeJumpMs) return SUSPENDED.raceJumping;
  const runner = (race.runners ?? []).find((r) => r.saddle_number === Number(leg.selections));
  if (!runner || runner.is_eliminated) return SUSPENDED.scratched;
  const price = runner.odds[leg.bet_type];
  return price ? { result: 'pending', takenPrice: taken, currentPrice: price } : SUSPENDED.noPrice;
}

function quoteBet(bet: BetRow, legs: LegRow[], market: Market, now: number, settings: CashOutSettings): CashOutQuote {
  const priced = legs.map((l) => legNow(l, market, now, settings));
  const reason = priced.find((p): p is string => typeof p === 'string') ?? null;
  const offer = reason
    ? null
    : cashOutOffer(centsColumn(bet.stake_cents), priced as CashOutLeg[], settings.marginPercent);
  return {
    ticket_number: bet.ticket_number,
    offer_cents: offer,
    suspended_reason: reason ?? (offer === null ? 'Cash out is not available on this bet now' : null),
    event_ids: [...new Set(legs.filter((l) => l.result === 'pending').map((l) => l.event_id))],
  };
}

/** The punter's accept named an amount the bet is no longer worth: the new offer comes back to ask again. */
class CashOutOfferChanged extends HttpError {
  constructor(quote: CashOutQuote) {
    super(
      409,
      `The cash out offer has changed to ${formatCents(quote.offer_cents!)}. Do you want to cash out for the new amount?`,
      { offer_cents: 'The offer has changed' },
      { code: 'cash-out-offer-changed', offer: quote },
    );
  }
}

const unavailable = (message: string, code: string, quote?: CashOutQuote) =>
  new HttpError(409, message, {}, { code, ...(quote && { offer: quote }) });

/**
 * Cashes out one pending bet at the offer the punter accepted, in the caller's transaction. The bet's row lock
 * queues a second accept and settlement behind this one; whichever comes second finds the bet no longer pending,
 * so a bet is paid once. The bet is priced again under the lock: a different offer is refused with the new one.
 */
export async function acceptCashOut(
  q: Queryable,
  args: { userId: string; ticketNumber: string; offerCents: Cents; now: number; settings: CashOutSettings },
) {
  const { rows } = await q.query<BetRow>(
    `SELECT b.bet_id, b.ticket_number, b.user_id, b.description, b.stake_cents, b.status FROM bets b
     WHERE b.user_id = $1 AND b.ticket_number = $2 FOR UPDATE`,
    [args.userId, args.ticketNumber],
  );
  const bet = rows[0];
  if (!bet) throw notFound('Bet not found');
  if (bet.status !== 'Accepted')
    throw unavailable('This bet has already been settled or cashed out.', 'cash-out-closed');
  const eligible = await q.query(`SELECT 1 FROM bets b WHERE b.bet_id = $1 AND ${ELIGIBLE}`, [bet.bet_id]);
  const [quote] = eligible.rows.length ? await quoteBets(q, [bet], args.now, args.settings) : [];
  if (!quote) throw unavailable('Cash out is not offered on this bet.', 'cash-out-not-offered');
  if (quote.offer_cents === null)
    throw unavailable(quote.suspended_reason ?? 'Cash out is suspended', 'cash-out-suspended', quote);
  if (quote.offer_cents !== args.offerCents) throw new CashOutOfferChanged(quote);

  const stake = centsColumn(bet.stake_cents);
  const paid = quote.offer_cents;
  const balances = await post(q, {
    userId: bet.user_id,
    kind: 'cash_out',
    reference: bet.ticket_number,
    description: `Cashed out: ${bet.description}`,
    at: args.now,
    lines: [
      { account: 'stakes_held', amount_cents: cents(-stake) },
      { account: 'cash', amount_cents: paid },
      ...(stake !== paid ? [{ account: 'house_revenue' as const, amount_cents: cents(stake - paid) }] : []),
    ],
  });
  await q.query(
    "UPDATE bets SET status = 'Cashed_Out', return_cents = $2, settled_at = to_timestamp($3::float8 / 1000) WHERE bet_id = $1",
    [bet.bet_id, paid, args.now],
  );
  await publishIn(
    q,
    {
      kind: 'notification',
      userId: bet.user_id,
      event: {
        id: bet.ticket_number,
        event_description: bet.description,
        outcome: 'Cashed out',
        status: 'Cashed_Out',
        balance_effect: `+${formatCents(paid)}`,
        type: 'Bet',
      },
    },
    { kind: 'balance', userId: bet.user_id, ...balances },
  );
  return { ticket_number: bet.ticket_number, status: 'Cashed_Out' as const, paid_cents: paid, balance: balances };
}
