import { cents, centsToDollars, dollarsToCents, sumCents, type Cents } from '@wagering/shared/format';
import { amountOf, isEachWay, isStakedByTotal, legDividend, multiDividend } from './leg-rules';
import type { Leg, Multi, ParlayOption } from './types';

export interface Slip {
  legs: Leg[];
  multi: Multi;
  parlayCombos: ParlayOption[];
}

/** A single's stake in cents: exotic non-same-race-multi legs use total_amount; an each-way stake counts double. */
export function legStakeCents(leg: Leg): Cents {
  if (isStakedByTotal(leg)) return dollarsToCents(amountOf(leg.total_amount));
  return cents(dollarsToCents(amountOf(leg.bet_amount)) * (isEachWay(leg) ? 2 : 1));
}

const parlayStakeCents = (combo: ParlayOption) =>
  cents(combo.combinations.length * dollarsToCents(amountOf(combo.amount)));

/**
 * Total stake: sum of legs plus the multi amount plus, for each parlay combo, combinations times amount;
 * rounded to 2 decimals (summed in cents).
 */
export function totalStake({ legs, multi, parlayCombos }: Slip): number {
  return centsToDollars(
    sumCents([
      ...legs.map(legStakeCents),
      dollarsToCents(amountOf(multi.multi_bet_amount)),
      ...parlayCombos.map(parlayStakeCents),
    ]),
  );
}

/**
 * A single's estimated return in dollars. Win: stake times dividend (the boosted dividend when boosted). Each-way
 * adds the each-way dividend part. Exotic uses the total amount. Free bet: profit only (return minus stake).
 */
export function legReturn(leg: Leg): number {
  const stake = centsToDollars(legStakeCents(leg));
  if (stake === 0) return 0;
  const base = isStakedByTotal(leg) ? amountOf(leg.total_amount) : amountOf(leg.bet_amount);
  let gross = base * legDividend(leg);
  if (isEachWay(leg)) gross += amountOf(leg.bet_amount) * amountOf(leg.eachway_dividend);
  return leg.is_free_bet ? gross - stake : gross;
}

/** The multi's estimated return: stake times the multi dividend (boosted when boosted); profit only on a bonus bet. */
export function multiReturn(multi: Multi): number {
  const stake = amountOf(multi.multi_bet_amount);
  const gross = stake * multiDividend(multi);
  return multi.is_multi_bonus_bet_applied ? gross - stake : gross;
}

/** The slip's estimated return, rounded to 2 decimals. */
export function estimatedReturn({ legs, multi, parlayCombos }: Slip): number {
  const total =
    legs.reduce((sum, leg) => sum + legReturn(leg), 0) +
    multiReturn(multi) +
    parlayCombos.reduce((sum, combo) => sum + amountOf(combo.amount) * combo.dividend, 0);
  return centsToDollars(dollarsToCents(Math.max(0, total)));
}
