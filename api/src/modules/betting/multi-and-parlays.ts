/** The slip's combination bets: the multi on every leg, and the parlays the punter put an amount on. */
import { centsToDollars } from '@wagering/contract/format';
import { combinationRefusal, parlayRefusal } from '@wagering/contract/wagering';
import { boostLine, type BenefitPurse } from './benefit-purse';
import {
  cents,
  LegError,
  noteSlipError,
  refuseLegs,
  type BetSlip,
  type LegPlan,
  type MultiPlan,
  type ParlayPlan,
  type SlipError,
  type Verification,
} from './leg-plan';
import { boostedDividend, MAX_BET_CENTS, MIN_BET_CENTS, multiDividend } from './rules';

type MultiAnswer = Record<string, unknown>;
type RefuseMulti = (code: string, message: string) => void;

const wantsMultiBoost = (slip: BetSlip) => Boolean(slip.multi_boost ?? slip.use_dividend_boost);

/** The multi: every leg of the slip, each a fixed win price or sports selection on a different event. */
export function verifyMulti(slip: BetSlip, legs: LegPlan[], purse: BenefitPurse, slipError: SlipError) {
  const multiStake = cents(slip.multi_bet_amount, 'multi_bet_amount');
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
    } else if (multiStake < MIN_BET_CENTS) refuse('358', LegError.minBet.message);
    else if (multiStake > MAX_BET_CENTS) refuse('359', LegError.maxBet.message);
    else if (slip.is_free_bets) payMultiWithBonus(slip, multi, purse, multiOut, refuse);
    else if (wantsMultiBoost(slip)) boostMulti(multi, purse, multiOut, refuse);
  }
  // A multi not boosted shows the best boost left, so the slip can offer "Boost".
  const boostOffer = multiable && !multi?.boost ? purse.boostOffer() : undefined;
  if (boostOffer && price !== null)
    multiOut.multi_boost = [boostLine(boostOffer, boostedDividend(price, boostOffer.boost_percent))];
  return { multi, multiOut, multiStake };
}

/** The multi as the slip shows it before its stake is checked (SPEC section 8 `multi`). */
function multiAnswer(
  slip: BetSlip,
  multiStake: number,
  price: number | null,
  multiable: boolean,
  purse: BenefitPurse,
): MultiAnswer {
  const bonusOffer = purse.bonusOffer();
  return {
    multi_bet_amount: centsToDollars(multiStake),
    multi_dividend: price,
    is_multi_allowed: multiable,
    is_multi_bonus_bet_applied: Boolean(slip.is_free_bets),
    is_multi_bonus_bet_allowed: Boolean(bonusOffer),
    multi_bonus_bet_limit: bonusOffer ? centsToDollars(purse.left(bonusOffer)) : null,
    multi_boost: [],
    boost_mode: wantsMultiBoost(slip),
    error_code: null,
    error_message: null,
  };
}

/** The bonus bet the punter chose for the multi, or the first with money left; a multi is never both. */
function payMultiWithBonus(
  slip: BetSlip,
  multi: MultiPlan,
  purse: BenefitPurse,
  multiOut: MultiAnswer,
  refuse: RefuseMulti,
) {
  const bonus = slip.multi_free_bet_id
    ? purse.bonusBets.find((b) => b.id === slip.multi_free_bet_id)
    : purse.bonusOffer();
  multiOut.multi_bonus_bet_limit = bonus ? centsToDollars(purse.left(bonus)) : 0;
  if (!bonus || multi.stakeCents > purse.left(bonus))
    refuse('multi-bonus-over-limit', 'The multi bonus bet amount is over its limit');
  else {
    purse.spend(bonus, multi.stakeCents);
    multi.bonus = bonus;
  }
  if (wantsMultiBoost(slip)) refuse('350', LegError.bonusAndBoost.message);
}

function boostMulti(multi: MultiPlan, purse: BenefitPurse, multiOut: MultiAnswer, refuse: RefuseMulti) {
  const boost = purse.takeBoost();
  if (!boost) return refuse('multi-boost-over-limit', 'No dividend boost is left for the multi');
  multi.boost = boost;
  multi.price = boostedDividend(multi.price, boost.boost_percent);
  multiOut.multi_boost = [boostLine(boost, multi.price)];
}

/** Parlays: combinations of three or more fixed-win legs; only options with an amount are kept. */
export function verifyParlays(slip: BetSlip, legs: LegPlan[], slipError: SlipError) {
  const parlays: ParlayPlan[] = [];
  const parlayOut: Verification['parlay_options'] = [];
  for (const [p, option] of (slip.parlay_options ?? []).entries()) {
    const amount = cents(option.amount, `parlay_options.${p}.amount`);
    if (amount === 0) continue;
    const refusal = parlayRefusal(slip.legs, option.combinations);
    const combos = option.combinations.map((c) => c.map((id) => legs.find((l) => l.out.leg_id === String(id))!));
    if (refusal || combos.some((c) => c.some((l) => !l.multiable))) {
      const message = refusal?.refusal.message ?? 'These selections cannot be combined in a parlay';
      noteSlipError(slipError, 'parlay-not-allowed', message);
      if (refusal) refuseLegs(legs, refusal);
      continue;
    }
    if (amount < MIN_BET_CENTS) noteSlipError(slipError, 358, LegError.minBet.message);
    if (amount > MAX_BET_CENTS) noteSlipError(slipError, 359, LegError.maxBet.message);
    let dividend = 0;
    for (const combination of combos) {
      const price = multiDividend(combination.map((l) => l.out.current_dividend ?? 1));
      dividend += price;
      parlays.push({ combination, amountCents: amount, price });
    }
    parlayOut.push({
      combinations: option.combinations,
      amount: centsToDollars(amount),
      dividend: Number(dividend.toFixed(2)),
    });
  }
  return { parlays, parlayOut };
}
