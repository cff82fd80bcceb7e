/** The slip's combination bets: the multi on every leg, and the parlays the punter put an amount on. */
import { SlipCode } from '@wagering/contract/constants';
import { centsToDollars } from '@wagering/contract/format';
import type { Cents } from '@wagering/contract/money';
import { combinationRefusal, parlayRefusal } from '@wagering/contract/wagering';
import { boostLine, type BenefitPurse } from './benefit-purse';
import { LegError } from './leg-errors';
import { noteSlipError, refuseLegs } from './leg-plan';
import type { LegPlan, MultiPlan, ParlayPlan, SlipError, Verification } from './slip-types';
import type { Slip } from './read-slip';
import { boostedDividend, MAX_BET_CENTS, MIN_BET_CENTS, multiDividend } from './rules';

type MultiAnswer = Record<string, unknown>;
type RefuseMulti = (code: string, message: string) => void;

/** The multi: every leg of the slip, each a fixed win price or sports selection on a different event. */
export function verifyMulti(slip: Slip, legs: LegPlan[], purse: BenefitPurse, slipError: SlipError) {
  const multiStake = slip.multi.stakeCents;
  const refusal = combinationRefusal(slip.legs, 'multi');
  const multiable = legs.every((l) => l.multiable) && !refusal;
  const price = multiable ? multiDividend(legs.map((l) => l.out.current_dividend ?? 1)) : null;
  const multiOut = multiAnswer(slip, multiStake, price, multiable, purse);
  const refuse: RefuseMulti = (code, message) => {
    [multiOut.error_code, multiOut.error_message] = [code, message];
    noteSlipError(slipError, code, message);
  };
  let multi: MultiPlan | null = null;
  if (multiStake > 0) {
    multi = { stakeCents: multiStake, price: price ?? 0, legs };
    if (!multiable) {
      refuse('multi-not-allowed', refusal?.refusal.message ?? 'These selections cannot be combined in a multi');
      if (refusal) refuseLegs(legs, refusal);
    } else if (multiStake < MIN_BET_CENTS) refuse(String(SlipCode.underMinimumBet), LegError.minBet.message);
    else if (multiStake > MAX_BET_CENTS) refuse(String(SlipCode.overMaximumBet), LegError.maxBet.message);
    else if (slip.multi.bonus) payMultiWithBonus(slip, multi, purse, multiOut, refuse);
    else if (slip.multi.boost) boostMulti(multi, purse, multiOut, refuse);
  }
  // A multi not boosted shows the best boost left, so the slip can offer "Boost".
  const boostOffer = multiable && !multi?.boost ? purse.boostOffer() : undefined;
  if (boostOffer && price !== null)
    multiOut.multi_boost = [boostLine(boostOffer, boostedDividend(price, boostOffer.boost_percent))];
  return { multi, multiOut, multiStake };
}

/** The multi as the slip shows it before its stake is checked (SPEC section 8 `multi`). */
function multiAnswer(
  slip: Slip,
  multiStake: Cents,
  price: number | null,
  multiable: boolean,
  purse: BenefitPurse,
): MultiAnswer {
  const bonusOffer = purse.bonusOffer();
  return {
    multi_bet_amount: centsToDollars(multiStake),
    multi_dividend: price,
    is_multi_allowed: multiable,
    is_multi_bonus_bet_applied: Boolean(slip.multi.bonus),
    is_multi_bonus_bet_allowed: Boolean(bonusOffer),
    multi_bonus_bet_limit: bonusOffer ? centsToDollars(purse.left(bonusOffer)) : null,
    multi_boost: [],
    boost_mode: slip.multi.boost,
    error_code: null,
    error_message: null,
  };
}

/** The bonus bet the punter chose for the multi, or the first with money left; a multi is never both. */
function payMultiWithBonus(
  slip: Slip,
  multi: MultiPlan,
  purse: BenefitPurse,
  multiOut: MultiAnswer,
  refuse: RefuseMulti,
) {
  const chosen = slip.multi.bonus?.bonusBetId;
  const bonus = chosen ? purse.bonusBets.find((b) => b.id === chosen) : purse.bonusOffer();
  multiOut.multi_bonus_bet_limit = bonus ? centsToDollars(purse.left(bonus)) : 0;
  if (!bonus || multi.stakeCents > purse.left(bonus))
    refuse(SlipCode.multiBonusOverLimit, 'The multi bonus bet amount is over its limit');
  else {
    purse.spend(bonus, multi.stakeCents);
    multi.bonus = bonus;
  }
  if (slip.multi.boost) refuse(String(SlipCode.legNotTaken), LegError.bonusAndBoost.message);
}

function boostMulti(multi: MultiPlan, purse: BenefitPurse, multiOut: MultiAnswer, refuse: RefuseMulti) {
  const boost = purse.takeBoost();
  if (!boost) return refuse(SlipCode.multiBoostOverLimit, 'No dividend boost is left for the multi');
  multi.boost = boost;
  multi.price = boostedDividend(multi.price, boost.boost_percent);
  multiOut.multi_boost = [boostLine(boost, multi.price)];
}

/**
 * Parlays: combinations of three or more fixed-win legs; only options with an amount are kept. Each combination is
 * its legs' positions in the parsed slip, so the rule checked and the price taken are of the same legs.
 */
export function verifyParlays(slip: Slip, legs: LegPlan[], slipError: SlipError) {
  const parlays: ParlayPlan[] = [];
  const parlayOut: Verification['parlay_options'] = [];
  for (const option of slip.parlays) {
    const amount = option.amountCents;
    if (amount === 0) continue;
    const refusal = parlayRefusal(slip.legs, option.combinations);
    const combos = option.combinations.map((c) => c.map((position) => legs[position]));
    if (refusal || combos.some((c) => c.some((l) => !l.multiable))) {
      const message = refusal?.refusal.message ?? 'These selections cannot be combined in a parlay';
      noteSlipError(slipError, 'parlay-not-allowed', message);
      if (refusal) refuseLegs(legs, refusal);
      continue;
    }
    if (amount < MIN_BET_CENTS) noteSlipError(slipError, SlipCode.underMinimumBet, LegError.minBet.message);
    if (amount > MAX_BET_CENTS) noteSlipError(slipError, SlipCode.overMaximumBet, LegError.maxBet.message);
    let dividend = 0;
    for (const combination of combos) {
      const price = multiDividend(combination.map((l) => l.out.current_dividend ?? 1));
      dividend += price;
      parlays.push({ combination, amountCents: amount, price });
    }
    parlayOut.push({
      combinations: combos.map((c) => c.map((l) => l.out.leg_id)),
      amount: centsToDollars(amount),
      dividend: Number(dividend.toFixed(2)),
    });
  }
  return { parlays, parlayOut };
}
