import { dollarsToCents } from '@wagering/shared/format';
import { DEFAULT_EVENT_TYPE } from '@wagering/shared/constants';
import { boostedDividend } from '@wagering/contract/wagering';
import { legIdFor } from './leg-id';
import type { Leg, Multi, NewLeg } from './types';

/** Numeric bet fields default to 0 (and anything that is not a finite number counts as 0). */
export const amountOf = (value: unknown): number => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : 0;
};

export const isEachWay = (leg: Pick<Leg, 'bet_type'>) => leg.bet_type === 'EachWay';
export const isExotic = (leg: Pick<Leg, 'bet_type'>) => leg.bet_type === 'Exotic';
export const isSameRaceMulti = (leg: Pick<Leg, 'special_type'>) => leg.special_type === 'SameRaceMulti';
/** Exotics other than same-race-multi are staked by their total (flexi) amount. */
export const isStakedByTotal = (leg: Pick<Leg, 'bet_type' | 'special_type'>) => isExotic(leg) && !isSameRaceMulti(leg);

/**
 * A leg with its derived id and its numbers settled: numeric bet fields default to 0, event_type to R, and an
 * EachWay total_amount equals twice bet_amount (win part plus place part). A win or place leg's total is its
 * stake; an exotic keeps the total the punter set.
 */
export function normaliseLeg(input: NewLeg | Leg): Leg {
  const bet_amount = amountOf(input.bet_amount);
  const total_amount = isEachWay(input)
    ? bet_amount * 2
    : isStakedByTotal(input)
      ? amountOf(input.total_amount)
      : bet_amount;
  return {
    ...input,
    leg_id: input.leg_id || legIdFor(input),
    bet_amount,
    total_amount,
    requested_dividend: amountOf(input.requested_dividend),
    current_dividend: amountOf(input.current_dividend),
    is_free_bet: Boolean(input.is_free_bet),
    event_type: input.event_type || DEFAULT_EVENT_TYPE,
  };
}

const isOpenStatus = (status: string | null | undefined) => (status ?? '').trim().toLowerCase() === 'open';

/** Only legs whose event_status is missing or open (case-insensitive) are sent for verification. */
export const isSentForVerification = (leg: Pick<Leg, 'event_status'>) =>
  leg.event_status === undefined ||
  leg.event_status === null ||
  leg.event_status === '' ||
  isOpenStatus(leg.event_status);

/** A leg whose event_status is not open (case-insensitive) cannot be bet on. */
export const isLegOpen = (leg: Pick<Leg, 'event_status'>) => isOpenStatus(leg.event_status);

/** A leg is in bonus mode when it has a free_bet_id; the slip offers the bonus option only then (one rule for both). */
export const isBonusMode = (leg: Pick<Leg, 'free_bet_id'>) =>
  leg.free_bet_id !== undefined && leg.free_bet_id !== null && leg.free_bet_id !== '';

/** A leg is in boost mode when its boost list is non-empty; the slip offers the boost option only then. */
export const isBoostMode = (leg: Pick<Leg, 'boost'>) => (leg.boost?.length ?? 0) > 0;

/** A fixed win on a racing runner: the only leg each-way can be made of (an each-way bet is a win plus a place). */
const isFixedWin = (leg: Leg) => !leg.is_sport && leg.bet_type === 'Win' && (leg.dividend_code ?? 'FWIN') === 'FWIN';

/**
 * Each-way option is offered only if each-way is available and a description or each-way dividend exists, and only
 * on a fixed win leg (or one already each-way): never on a place bet, a tote or an exotic.
 */
export const isEachWayOffered = (leg: Leg) =>
  (isEachWay(leg) || isFixedWin(leg)) &&
  Boolean(leg.eachway_available) &&
  Boolean(leg.eachway_full_description || leg.eachway_short_description || amountOf(leg.eachway_dividend) > 0);

/**
 * A bonus bet and a boost exclude each other on one bet (SPEC 8 code 350): the punter choosing one lets the other
 * go, so the slip never sends a bet the server must refuse.
 */
export function withOneBenefit(patch: Partial<Pick<Leg, 'is_free_bet' | 'boost_mode'>>) {
  if (patch.is_free_bet) return { ...patch, boost_mode: false };
  if (patch.boost_mode) return { ...patch, is_free_bet: false };
  return patch;
}

/** Why a benefit the punter had went when they chose the other (a bet takes a bonus bet or a boost, not both). */
const ONE_BENEFIT_NOTES = {
  bonus: 'Bonus bet turned off: a bet can use a bonus bet or a boost, not both.',
  boost: 'Boost turned off: a bet can use a bonus bet or a boost, not both.',
} as const;

/** The note for a choice that let the other benefit go, or null when nothing the punter had was let go. */
export function replacedBenefitNote(
  leg: Pick<Leg, 'is_free_bet' | 'boost_mode'>,
  patch: Partial<Pick<Leg, 'is_free_bet' | 'boost_mode'>>,
): string | null {
  if (patch.boost_mode && leg.is_free_bet) return ONE_BENEFIT_NOTES.bonus;
  if (patch.is_free_bet && leg.boost_mode) return ONE_BENEFIT_NOTES.boost;
  return null;
}

/** The multi's bonus bet and boost, likewise. */
export function withOneMultiBenefit(patch: Partial<Pick<Multi, 'is_multi_bonus_bet_applied' | 'boost_mode'>>) {
  if (patch.is_multi_bonus_bet_applied) return { ...patch, boost_mode: false };
  if (patch.boost_mode) return { ...patch, is_multi_bonus_bet_applied: false };
  return patch;
}

/** For a multi: bonus is offered only if multi bonus is allowed. */
export const isMultiBonusOffered = (multi: Multi) => multi.is_multi_bonus_bet_allowed;

/** For a multi: boost is offered only if multi_boost exists. */
export const isMultiBoostOffered = (multi: Multi) => multi.multi_boost !== null && multi.multi_boost !== undefined;

/** The multi bonus amount must not exceed the multi bonus limit. */
export const isMultiBonusOverLimit = (multi: Multi) =>
  multi.is_multi_bonus_bet_applied &&
  dollarsToCents(amountOf(multi.multi_bet_amount)) > dollarsToCents(amountOf(multi.multi_bonus_bet_limit));

/**
 * The boosted price on offer, worked from the leg's price now: the server priced the boost at verification, and a
 * price that moved since moves it too (the API boosts the price it places at). Null when no boost is on offer.
 */
export function boostedPrice(leg: Pick<Leg, 'boost' | 'current_dividend' | 'requested_dividend'>): number | null {
  const boost = leg.boost?.[0];
  if (!boost) return null;
  const price = amountOf(leg.current_dividend) || amountOf(leg.requested_dividend);
  return typeof boost.boost_percent === 'number' && price > 1
    ? boostedDividend(price, boost.boost_percent)
    : amountOf(boost.boosted_dividend);
}

/** The dividend a leg pays at: the boosted dividend when the punter boosts a leg that has a boost. */
export const legDividend = (leg: Leg) =>
  leg.boost_mode && isBoostMode(leg) ? (boostedPrice(leg) ?? 0) : amountOf(leg.requested_dividend);

/** The multi's dividend: its boosted dividend when the punter boosts a multi that has a boost. */
export const multiDividend = (multi: Multi) =>
  multi.boost_mode && isMultiBoostOffered(multi)
    ? amountOf(multi.multi_boost!.boosted_dividend)
    : amountOf(multi.multi_dividend);
