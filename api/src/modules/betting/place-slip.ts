/**
 * Places a verified slip in one transaction: every bet, its stake (cash or bonus) through the ledger, bonus bets and
 * boosts used up, none past the payout ceiling (payout-ceiling.ts). A coupon tracking code places once (coupons.ts).
 */
import { randomInt } from 'node:crypto';
import { betKindName, centsToDollars, formatCents } from '@wagering/contract/format';
import { cents, type Cents } from '@wagering/contract/money';
import { PARLAY_EXCLUDED_BET_TYPES } from '@wagering/contract/wagering';
import type { Queryable } from '../../db/client';
import { badRequest, HttpError } from '../../lib/errors';
import { consumeBonusBet, consumeDividendBoost } from '../benefits/service';
import type { BonusBet, DividendBoost } from '../benefits/schemas';
import { post, type Balances } from '../ledger/service';
import { publishIn, type LiveEvent } from '../live-events/publish';
import { claimCoupon, keepCouponAnswer } from './coupons';
import { checkPayoutCeiling } from './payout-ceiling';
import type { LegPlan, MultiPlan, ParlayPlan, Placement, Verification } from './slip-types';
import type { Slip } from './read-slip';
import type { StoredLeg } from './schemas';
import { verify } from './verify-slip';

type PlacedBet = Placement['bets'][number];

/** One slip being placed: whose, when, and what is placed so far. */
interface Placing {
  q: Queryable;
  userId: string;
  couponCode: string;
  now: number;
  placed: PlacedBet[];
  /** Live events go out together at the end (delivered on commit either way). */
  events: LiveEvent[];
  balance?: Balances;
}

interface BetToPlace {
  kind: 'single' | 'multi' | 'parlay';
  betType: string;
  specialType: string | null;
  description: string;
  stakeCents: Cents;
  price: number | null;
  combos: number;
  legs: StoredLeg[];
  bonus?: BonusBet;
  boost?: DividendBoost;
  /** The slip legs the bet is on (one for a single). */
  slipLegs: LegPlan[];
  /** What the slip's answer says once the bet is placed. */
  placed?: (bet: PlacedBet) => void;
}

/** Whose slip, under which coupon code, when, and the brand's payout ceiling. */
export interface PlaceOptions {
  couponCode: string;
  userId: string;
  now: number;
  payoutCeilingCents: Cents;
}

/** Places the parsed slip (read-slip.ts): verification, prices and the bets stored all read that one value. */
export async function placeBets(q: Queryable, slip: Slip, options: PlaceOptions): Promise<Placement> {
  const { couponCode, userId, now } = options;
  const firstAnswer = await claimCoupon(q, slip, couponCode, userId, now);
  if (firstAnswer) return firstAnswer;
  const plan = await verify(q, slip, userId, now);
  const v = plan.verification;
  refuseSlipWithErrors(v);
  const bets = [
    ...singles(plan.legs),
    ...(plan.multi ? [multiBet(plan.multi, v)] : []),
    ...plan.parlays.map(parlayBet),
  ];
  await checkPayoutCeiling(q, userId, bets, options.payoutCeilingCents);
  const placing: Placing = { q, userId, couponCode, now, placed: [], events: [] };
  for (const bet of bets) {
    const placed = await placeBet(placing, bet);
    bet.placed?.(placed);
  }
  placing.events.push({ kind: 'balance', userId, ...placing.balance! });
  await publishIn(q, ...placing.events);
  const response: Placement = {
    ...v,
    coupon_tracking_code: couponCode,
    bets: placing.placed,
    balance: placing.balance!,
  };
  await keepCouponAnswer(q, userId, couponCode, response);
  return response;
}

/** A slip with any problem, or with no stake at all, places nothing: 400 with the verification. */
function refuseSlipWithErrors(v: Verification) {
  if (v.err_code !== null) {
    throw new HttpError(
      400,
      v.err_msg ?? 'The bet slip has errors.',
      Object.fromEntries(
        v.legs.filter((l) => l.error_message).map((l) => [`legs.${v.legs.indexOf(l)}`, String(l.error_message)]),
      ),
      v as unknown as Record<string, unknown>,
    );
  }
  if (v.total_stake === 0) throw badRequest('Enter a stake for at least one bet.', { bet_amount: 'Enter a stake' });
}

const singles = (legs: LegPlan[]): BetToPlace[] =>
  legs
    .filter((leg) => leg.stakeCents)
    .map((leg) => ({
      kind: 'single',
      betType: leg.input.bet_type,
      specialType: leg.input.special_type || null,
      description: leg.description,
      stakeCents: leg.stakeCents,
      price: leg.takenPrice,
      combos: leg.combos,
      legs: leg.boostedParts ?? leg.stored,
      bonus: leg.bonus,
      boost: leg.boost,
      slipLegs: [leg],
      placed: (bet) =>
        Object.assign(leg.out, {
          ticket_number: bet.ticket_number,
          transaction_id: bet.transaction_id,
          status: 'Accepted',
        }),
    }));

const multiBet = (multi: MultiPlan, v: Verification): BetToPlace => ({
  kind: 'multi',
  betType: 'M',
  specialType: null,
  description: `${betKindName('multi', multi.legs.length)}: ${multi.legs.map((l) => l.description).join(' / ')}`,
  stakeCents: multi.stakeCents,
  price: multi.price,
  combos: 1,
  legs: multi.legs.map((l) => l.stored[0]),
  bonus: multi.bonus,
  boost: multi.boost,
  slipLegs: multi.legs,
  placed: (bet) =>
    Object.assign(v.multi, {
      multibet_transaction_id: bet.transaction_id,
      multibet_status: 'Accepted',
      ticket_number: bet.ticket_number,
    }),
});

const parlayBet = ({ combination, amountCents, price }: ParlayPlan): BetToPlace => ({
  kind: 'parlay',
  betType: 'M',
  specialType: null,
  description: `${betKindName('parlay', combination.length)}: ${combination.map((l) => l.description).join(' / ')}`,
  stakeCents: amountCents,
  price,
  combos: 1,
  legs: combination.map((l) => l.stored[0]),
  slipLegs: combination,
});

const ticket = () =>
  `W${Date.now().toString(36).toUpperCase().slice(-5)}${randomInt(0, 36 ** 5)
    .toString(36)
    .toUpperCase()
    .padStart(5, '0')}`;

/** One bet: stored with its legs, its stake taken, the punter told. */
async function placeBet(placing: Placing, bet: BetToPlace): Promise<PlacedBet> {
  const ticketNumber = ticket();
  const betId = await insertBet(placing, ticketNumber, bet);
  await takeStake(placing, ticketNumber, bet);
  placing.events.push({
    kind: 'notification',
    userId: placing.userId,
    event: {
      id: ticketNumber,
      event_description: bet.description,
      outcome: 'Bet accepted',
      status: 'Accepted',
      balance_effect: `-${formatCents(bet.stakeCents)}`,
      type: 'Bet',
    },
  });
  const placed = placedBet(ticketNumber, betId, bet);
  placing.placed.push(placed);
  return placed;
}

/** The bet and its legs in one statement (one round trip inside the punter's wallet-locked transaction). */
async function insertBet(placing: Placing, ticketNumber: string, bet: BetToPlace): Promise<number> {
  const { rows } = await placing.q.query<{ bet_id: number }>(
    `WITH bet AS (
       INSERT INTO bets (ticket_number, user_id, coupon_tracking_code, bet_kind, bet_type, special_type, description, stake_cents, is_free_bet,
         free_bet_id, boost, dividend, combinations, placed_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, to_timestamp($14::float8 / 1000)) RETURNING bet_id
     ), legs AS (
       INSERT INTO bet_legs (bet_id, leg_no, is_sport, event_id, bet_type, special_type, selections, dividend)
       SELECT bet.bet_id, x.leg_no, x.is_sport, x.event_id, x.bet_type, x.special_type, x.selections, x.dividend
       FROM bet, jsonb_to_recordset($15::jsonb) AS x(leg_no smallint, is_sport boolean, event_id int, bet_type text, special_type text, selections text, dividend numeric)
     )
     SELECT bet_id FROM bet`,
    [
      ticketNumber,
      placing.userId,
      placing.couponCode,
      bet.kind,
      bet.betType,
      bet.specialType,
      bet.description,
      bet.stakeCents,
      Boolean(bet.bonus),
      bet.bonus?.id ?? null,
      bet.boost ? JSON.stringify({ boost_id: bet.boost.id, boost_percent: bet.boost.boost_percent }) : null,
      bet.price,
      bet.combos,
      placing.now,
      JSON.stringify(bet.legs.map((l, n) => ({ ...l, leg_no: n + 1 }))),
    ],
  );
  return rows[0].bet_id;
}

/** The stake moves from the punter's cash (or bonus) to stakes held; a bonus bet or boost used is used up. */
async function takeStake(placing: Placing, ticketNumber: string, bet: BetToPlace) {
  const { q, userId, now } = placing;
  if (bet.bonus) await consumeBonusBet(q, { userId, bonusBetId: bet.bonus.id, amountCents: bet.stakeCents, now });
  if (bet.boost) await consumeDividendBoost(q, { userId, boostId: bet.boost.id, now });
  placing.balance = await post(q, {
    userId,
    kind: bet.bonus ? 'bonus_stake' : 'stake',
    reference: ticketNumber,
    // The punter's transactions say what a promotion did to the bet.
    description: `${bet.description}${bet.bonus ? ' · Bonus bet' : ''}${
      bet.boost ? ` · Boosted ${bet.boost.boost_percent}% to ${bet.price?.toFixed(2)}` : ''
    }`,
    at: now,
    lines: [
      { account: bet.bonus ? 'bonus' : 'cash', amount_cents: cents(-bet.stakeCents) },
      { account: 'stakes_held', amount_cents: bet.stakeCents },
    ],
  });
}

function placedBet(ticketNumber: string, betId: number, bet: BetToPlace): PlacedBet {
  const legIds = bet.slipLegs.map((l) => l.out.leg_id as string);
  const single = bet.kind === 'single' ? bet.slipLegs[0] : undefined;
  return {
    ticket_number: ticketNumber,
    transaction_id: betId,
    bet_kind: bet.kind,
    bet_type: bet.betType,
    special_type: bet.specialType,
    status: 'Accepted',
    description: bet.description,
    stake: centsToDollars(bet.stakeCents),
    dividend: bet.price,
    is_free_bet: Boolean(bet.bonus),
    is_multi_leg: bet.kind === 'multi',
    is_parlay: bet.kind === 'parlay',
    leg_ids: legIds,
    // SPEC 3 placed-bet leg fields (choices in docs/SPEC-CHOICES.md).
    runner_name: (single?.out.runner_name as string | undefined) ?? null,
    market_type: single && PARLAY_EXCLUDED_BET_TYPES.includes(single.input.bet_type) ? 'C' : null,
    product_type: single ? single.input.special_type || single.input.bet_type : 'M',
    pairs: bet.kind === 'parlay' ? legIds : null,
  };
}
