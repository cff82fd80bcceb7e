/**
 * Checks a bet slip as the server sees it now: events open, products offered, prices unchanged, stakes valid, bonus
 * bets and boosts available. Every problem is reported on its leg (SPEC section 8 codes); nothing is written. It
 * reads the parsed slip (read-slip.ts), never the wire slip.
 */
import { centsToDollars, formatCents } from '@wagering/contract/format';
import { sumCents } from '@wagering/contract/money';
import type { Queryable } from '../../db/client';
import { listBenefits } from '../benefits/service';
import { racesByIds } from '../racing/race';
import * as sports from '../sports/service';
import { BenefitPurse, boostLine } from './benefit-purse';
import { LegError } from './leg-errors';
import { fail, isSameGameMulti, slipErrorOf } from './leg-plan';
import type { LegPlan, Plan } from './slip-types';
import { verifyMulti, verifyParlays } from './multi-and-parlays';
import { racingLeg } from './racing-leg';
import type { Slip } from './read-slip';
import { boostedDividend, MAX_BET_CENTS, MIN_BET_CENTS } from './rules';
import { sportLeg } from './sport-leg';

export async function verify(q: Queryable, slip: Slip, userId: string | undefined, now: number): Promise<Plan> {
  const events = await slipEvents(q, slip, now);
  const { bonusBets, boosts } = userId ? await listBenefits(q, userId, now) : { bonusBets: [], boosts: [] };
  const purse = new BenefitPurse(bonusBets, boosts);
  const { priceChanges } = slip;

  const legs: LegPlan[] = [];
  for (const input of slip.legs) {
    const leg = input.is_sport
      ? sportLeg(input, events.matches.get(input.event_id), events.models.get(input.event_id), now, priceChanges)
      : await racingLeg(q, input, events.races[input.event_id], now, priceChanges);
    legs.push(leg);
    if (!leg.out.bet_leg_error_codes.length) checkStakeAndBenefits(leg, purse);
  }

  const slipError = slipErrorOf(legs);
  const { multi, multiOut, multiStake } = verifyMulti(slip, legs, purse, slipError);
  const { parlays, parlayOut } = verifyParlays(slip, legs, slipError);
  const totalCents = sumCents([...legs.map((l) => l.stakeCents), multiStake, ...parlays.map((p) => p.amountCents)]);
  return {
    verification: {
      legs: legs.map((l) => l.out),
      multi: multiOut,
      parlay_options: parlayOut,
      err_msg: slipError.message,
      err_code: slipError.code ?? null,
      is_free_bet: legs.some((l) => l.bonus) || Boolean(multi?.bonus),
      total_stake: centsToDollars(totalCents),
    },
    legs,
    multi,
    parlays,
  };
}

/** The races, matches and same-game multi match models the slip's legs are on. */
async function slipEvents(q: Queryable, slip: Slip, now: number) {
  const raceIds = slip.legs.filter((l) => !l.is_sport).map((l) => l.event_id);
  const matchIds = slip.legs.filter((l) => l.is_sport).map((l) => l.event_id);
  // One after another: inside request-bet's transaction they share one connection, which runs one query at a time.
  const races = raceIds.length ? await racesByIds(q, now, raceIds) : {};
  const matchList = matchIds.length ? await sports.matchesByIds(q, matchIds) : [];
  const sameGameIds = slip.legs.filter(isSameGameMulti).map((l) => l.event_id);
  const models = sameGameIds.length ? await sports.matchModels(q, sameGameIds) : new Map<number, sports.MatchModel>();
  return { races, matches: new Map(matchList.map((m) => [m.event_id, m])), models };
}

/** A priced leg's stake within the bounds, then its bonus bet or boost used, or the ones it could use offered. */
function checkStakeAndBenefits(leg: LegPlan, purse: BenefitPurse) {
  const input = leg.input;
  if (leg.stakeCents > 0 && leg.stakeCents < MIN_BET_CENTS) fail(leg, LegError.minBet);
  else if (leg.stakeCents > MAX_BET_CENTS) fail(leg, LegError.maxBet);
  else if (input.bonus && input.boost) fail(leg, LegError.bonusAndBoost);
  else if (input.bonus) payWithBonusBet(leg, purse);
  else if (input.boost) boostLeg(leg, purse);
  else offerBenefits(leg, purse);
}

/** The bonus bet the punter chose, or the first with money left when they chose none. */
function payWithBonusBet(leg: LegPlan, purse: BenefitPurse) {
  const chosen = leg.input.bonus?.bonusBetId;
  const bonus = purse.bonusBets.find((b) => b.id === chosen) ?? (chosen ? undefined : purse.bonusOffer());
  leg.out.free_bet_id = bonus?.id ?? null;
  leg.out.free_bet_limit = bonus ? centsToDollars(purse.left(bonus)) : null;
  if (!bonus) fail(leg, LegError.noBonusBet);
  else if (leg.stakeCents > purse.left(bonus))
    fail(leg, {
      ...LegError.bonusOverLimit,
      message: `${LegError.bonusOverLimit.message} of ${formatCents(purse.left(bonus))}`,
    });
  else {
    purse.spend(bonus, leg.stakeCents);
    leg.bonus = bonus;
  }
}

function boostLeg(leg: LegPlan, purse: BenefitPurse) {
  const price = leg.takenPrice;
  const boost = price !== null ? purse.takeBoost() : undefined;
  if (price === null)
    fail(leg, { ...LegError.productUnavailable, message: 'Dividend boosts apply to fixed prices only' });
  else if (!boost) fail(leg, LegError.boostOverLimit);
  else {
    leg.boost = boost;
    leg.takenPrice = boostedDividend(price, boost.boost_percent);
    leg.out.boost = [boostLine(boost, leg.takenPrice)];
    // The boosted price is the one the first part pays (an each-way's win part: its place part is not boosted);
    // a same-game multi's parts have no price of their own, the bet's price is boosted.
    if (!isSameGameMulti(leg.input))
      leg.boostedParts = [{ ...leg.stored[0], dividend: leg.takenPrice }, ...leg.stored.slice(1)];
  }
}

/** Nothing used yet: the leg says what it could use, so the slip can offer "Use bonus bet" and "Boost". */
function offerBenefits(leg: LegPlan, purse: BenefitPurse) {
  const bonus = purse.bonusOffer();
  if (bonus) [leg.out.free_bet_id, leg.out.free_bet_limit] = [bonus.id, centsToDollars(purse.left(bonus))];
  const boost = leg.takenPrice !== null ? purse.boostOffer() : undefined;
  if (boost) leg.out.boost = [boostLine(boost, boostedDividend(leg.takenPrice!, boost.boost_percent))];
}
