import { createHash } from 'node:crypto';
import { randomInt } from 'node:crypto';
import type { Queryable } from '../../db/client';
import { betKindName, describeLeg } from '@wagering/contract/format';
import { badRequest, HttpError } from '../../lib/errors';
import { consumeBonusBet, consumeDividendBoost, listBenefits } from '../benefits/service';
import { post, type Balances } from '../ledger/service';
import { exotics, FIXED_CODES } from '../racing/products';
import * as racing from '../racing/service';
import * as sports from '../sports/service';
import { quoteSameGameMulti } from '../sports/same-game-multi';
import { publishIn, type LiveEvent } from '../push/publish';
import { DEFAULT_PRICE_CHANGES, type PriceChangeSetting } from '@wagering/contract/constants';
import {
  combinationRefusal,
  parlayRefusal,
  parseSameGameMultiSelections,
  PARLAY_EXCLUDED_BET_TYPES,
  type Refusal,
} from '@wagering/contract/wagering';
import {
  boostedDividend,
  dollars,
  exoticCombinations,
  MAX_BET_CENTS,
  MIN_BET_CENTS,
  multiDividend,
  parseExoticSelections,
  toCents,
} from './rules';
import type { Infer } from '../../lib/schemas';
import type { Match } from '../sports/schemas';
import type { BonusBet, DividendBoost } from '../benefits/schemas';
import type { betSlipSchema, placementSchema, StoredLeg, verificationSchema } from './schemas';

/** The leg error codes of SPEC section 8, with this server's messages. */
export const LegError = {
  eventClosed: { codes: [302, 350], message: 'This event is closed for betting' },
  unitTotalMismatch: { codes: [302, 350], message: 'The unit and total amounts do not match the combinations' },
  productUnavailable: { codes: [302, 351], message: 'This product is not available' },
  priceChanged: { codes: [311], message: 'The price has changed' },
  minBet: { codes: [358], message: `The minimum bet is ${dollars(MIN_BET_CENTS)}` },
  maxBet: { codes: [359], message: `The most you can bet on one bet is ${dollars(MAX_BET_CENTS)}` },
  noBonusBet: { codes: [300], message: 'No bonus bet is available for this leg' },
  bonusOverLimit: { codes: [314], message: 'The bonus bet amount is over its limit' },
  bonusAndBoost: { codes: [350], message: 'Bonus and Boosts cannot be used on same bet leg' },
  boostOverLimit: { codes: [302], message: 'No dividend boost is left for this leg' },
} as const;
type LegErrorDef = (typeof LegError)[keyof typeof LegError];

export type BetSlip = Infer<typeof betSlipSchema>;
type LegInput = BetSlip['legs'][number];
export type Verification = Infer<typeof verificationSchema>;
type VerifiedLeg = Verification['legs'][number];
type Placement = Infer<typeof placementSchema>;
interface LegPlan {
  input: LegInput;
  out: VerifiedLeg;
  stakeCents: number;
  combos: number;
  /** The whole-bet price to take (boosted when boosted); null for tote and exotic bets. */
  takenPrice: number | null;
  stored: StoredLeg[];
  /** The single's own parts when boosted: the boost is the single's, never its multi's or parlays'. */
  boostedParts?: StoredLeg[];
  description: string;
  /** A fixed-price win leg (or sports leg) that can join a multi or parlay. */
  multiable: boolean;
  bonus?: BonusBet;
  boost?: DividendBoost;
}

interface Plan {
  verification: Verification;
  legs: LegPlan[];
  multi: { stakeCents: number; price: number; bonus?: BonusBet; boost?: DividendBoost; legs: LegPlan[] } | null;
  parlays: { combination: LegPlan[]; amountCents: number; price: number }[];
}

const moneyError = (field: string) =>
  badRequest('Stakes are whole cents and never negative.', {
    [field]: 'must be a whole number of cents, not negative',
  });

function cents(value: number | undefined, field: string): number {
  const c = toCents(value);
  if (c === null) throw moneyError(field);
  return c;
}

/**
 * Checks a bet slip as the server sees it now: events open, products offered, prices unchanged, stakes valid, bonus
 * bets and boosts available. Every problem is reported on its leg (SPEC section 8 codes); nothing is written.
 */
export async function verify(q: Queryable, slip: BetSlip, userId: string | undefined, now: number): Promise<Plan> {
  const raceIds = slip.legs.filter((l) => !isSport(l)).map((l) => l.event_id);
  const matchIds = slip.legs.filter(isSport).map((l) => l.event_id);
  // One after another: inside request-bet's transaction they share one connection, which runs one query at a time.
  const races = raceIds.length ? await racing.racesByIds(q, now, raceIds) : {};
  const matchList = matchIds.length ? await sports.matchesByIds(q, matchIds) : [];
  const sameGameIds = slip.legs.filter(isSameGameMulti).map((l) => l.event_id);
  const models = sameGameIds.length ? await sports.matchModels(q, sameGameIds) : new Map<number, sports.MatchModel>();
  const { bonusBets, boosts } = userId ? await listBenefits(q, userId, now) : { bonusBets: [], boosts: [] };
  const matches = new Map(matchList.map((m) => [m.event_id, m]));
  const bonusLeft = new Map(bonusBets.map((b) => [b.id, b.remaining_cents]));
  const boostUses = new Map(boosts.map((b) => [b.id, b.remaining_value]));
  const takeBoost = () => {
    const b = [...boosts].sort((x, y) => y.boost_percent - x.boost_percent).find((x) => (boostUses.get(x.id) ?? 0) > 0);
    if (b) boostUses.set(b.id, boostUses.get(b.id)! - 1);
    return b;
  };

  // Offers shown on a leg that does not use them: the first bonus bet with money left, the best boost left.
  const bonusOffer = () => bonusBets.find((b) => (bonusLeft.get(b.id) ?? 0) > 0);
  const boostOffer = () =>
    [...boosts].sort((x, y) => y.boost_percent - x.boost_percent).find((x) => (boostUses.get(x.id) ?? 0) > 0);
  const priceChanges = slip.price_changes ?? DEFAULT_PRICE_CHANGES;

  const legs: LegPlan[] = [];
  for (const [i, input] of slip.legs.entries()) {
    const leg = isSport(input)
      ? sportLeg(input, matches.get(input.event_id), models.get(input.event_id), i, now, priceChanges)
      : await racingLeg(q, input, races[input.event_id], i, now, priceChanges);
    legs.push(leg);
    if (leg.out.bet_leg_error_codes.length) continue;
    if (leg.stakeCents > 0 && leg.stakeCents < MIN_BET_CENTS) fail(leg, LegError.minBet);
    else if (leg.stakeCents > MAX_BET_CENTS) fail(leg, LegError.maxBet);
    else if (input.is_free_bet && input.boost_mode) fail(leg, LegError.bonusAndBoost);
    else if (input.is_free_bet) {
      const bonus =
        bonusBets.find((b) => b.id === input.free_bet_id) ??
        (input.free_bet_id ? undefined : bonusBets.find((b) => (bonusLeft.get(b.id) ?? 0) > 0));
      leg.out.free_bet_id = bonus?.id ?? null;
      leg.out.free_bet_limit = bonus ? (bonusLeft.get(bonus.id) ?? 0) / 100 : null;
      if (!bonus) fail(leg, LegError.noBonusBet);
      else if (leg.stakeCents > (bonusLeft.get(bonus.id) ?? 0))
        fail(leg, {
          ...LegError.bonusOverLimit,
          message: `${LegError.bonusOverLimit.message} of ${dollars(bonusLeft.get(bonus.id) ?? 0)}`,
        });
      else {
        bonusLeft.set(bonus.id, bonusLeft.get(bonus.id)! - leg.stakeCents);
        leg.bonus = bonus;
      }
    } else if (input.boost_mode) {
      const price = leg.takenPrice;
      const boost = price !== null ? takeBoost() : undefined;
      if (price === null)
        fail(leg, { ...LegError.productUnavailable, message: 'Dividend boosts apply to fixed prices only' });
      else if (!boost) fail(leg, LegError.boostOverLimit);
      else {
        leg.boost = boost;
        leg.takenPrice = boostedDividend(price, boost.boost_percent);
        leg.out.boost = [{ boost_id: boost.id, boost_percent: boost.boost_percent, boosted_dividend: leg.takenPrice }];
        // The boosted price is the one the first part pays (an each-way's win part: its place part is not boosted);
        // a same-game multi's parts have no price of their own, the bet's price is boosted.
        if (!isSameGameMulti(input))
          leg.boostedParts = [{ ...leg.stored[0], dividend: leg.takenPrice }, ...leg.stored.slice(1)];
      }
    } else {
      // Nothing used yet: the leg says what it could use, so the slip can offer "Use bonus bet" and "Boost".
      const bonus = bonusOffer();
      if (bonus) [leg.out.free_bet_id, leg.out.free_bet_limit] = [bonus.id, (bonusLeft.get(bonus.id) ?? 0) / 100];
      const boost = leg.takenPrice !== null ? boostOffer() : undefined;
      if (boost)
        leg.out.boost = [
          {
            boost_id: boost.id,
            boost_percent: boost.boost_percent,
            boosted_dividend: boostedDividend(leg.takenPrice!, boost.boost_percent),
          },
        ];
    }
  }

  let errCode: number | string | null = legs.find((l) => l.out.error_code)?.out.error_code as number | null;
  let errMsg = (legs.find((l) => l.out.error_message)?.out.error_message as string | undefined) ?? null;
  const setError = (code: string | number, message: string) => {
    if (errCode === null || errCode === undefined) [errCode, errMsg] = [code, message];
  };

  // The multi: every leg of the slip, each a fixed win price or sports selection on a different event.
  const multiStake = cents(slip.multi_bet_amount, 'multi_bet_amount');
  const multiRefusal = combinationRefusal(slip.legs, 'multi');
  const multiable = legs.every((l) => l.multiable) && !multiRefusal;
  const multiPrice = multiable ? multiDividend(legs.map((l) => l.out.current_dividend ?? 1)) : null;
  const multiOut: Record<string, unknown> = {
    multi_bet_amount: multiStake / 100,
    multi_dividend: multiPrice,
    is_multi_allowed: multiable,
    is_multi_bonus_bet_applied: Boolean(slip.is_free_bets),
    is_multi_bonus_bet_allowed: Boolean(bonusOffer()),
    multi_bonus_bet_limit: bonusOffer() ? (bonusLeft.get(bonusOffer()!.id) ?? 0) / 100 : null,
    multi_boost: [],
    boost_mode: Boolean(slip.multi_boost ?? slip.use_dividend_boost),
    error_code: null,
    error_message: null,
  };
  let multi: Plan['multi'] = null;
  const multiError = (code: string, message: string) => {
    [multiOut.error_code, multiOut.error_message] = [code, message];
    setError(code, message);
  };
  if (multiStake > 0) {
    multi = { stakeCents: multiStake, price: multiPrice ?? 0, legs };
    if (!multiable) {
      multiError(
        'multi-not-allowed',
        multiRefusal?.refusal.message ?? 'These selections cannot be combined in a multi',
      );
      if (multiRefusal) refuseLegs(legs, multiRefusal);
    } else if (multiStake < MIN_BET_CENTS) multiError('358', LegError.minBet.message);
    else if (multiStake > MAX_BET_CENTS) multiError('359', LegError.maxBet.message);
    else if (slip.is_free_bets) {
      const bonus = slip.multi_free_bet_id
        ? bonusBets.find((b) => b.id === slip.multi_free_bet_id)
        : bonusBets.find((b) => (bonusLeft.get(b.id) ?? 0) > 0);
      multiOut.multi_bonus_bet_limit = bonus ? (bonusLeft.get(bonus.id) ?? 0) / 100 : 0;
      if (!bonus || multiStake > (bonusLeft.get(bonus.id) ?? 0))
        multiError('multi-bonus-over-limit', 'The multi bonus bet amount is over its limit');
      else {
        bonusLeft.set(bonus.id, bonusLeft.get(bonus.id)! - multiStake);
        multi.bonus = bonus;
      }
      if (slip.multi_boost ?? slip.use_dividend_boost) multiError('350', LegError.bonusAndBoost.message);
    } else if (slip.multi_boost ?? slip.use_dividend_boost) {
      const boost = takeBoost();
      if (!boost) multiError('multi-boost-over-limit', 'No dividend boost is left for the multi');
      else {
        multi.boost = boost;
        multi.price = boostedDividend(multi.price, boost.boost_percent);
        multiOut.multi_boost = [
          { boost_id: boost.id, boost_percent: boost.boost_percent, boosted_dividend: multi.price },
        ];
      }
    }
  }
  const multiBoostOffer = multiable && !multi?.boost ? boostOffer() : undefined;
  if (multiBoostOffer && multiPrice !== null)
    multiOut.multi_boost = [
      {
        boost_id: multiBoostOffer.id,
        boost_percent: multiBoostOffer.boost_percent,
        boosted_dividend: boostedDividend(multiPrice, multiBoostOffer.boost_percent),
      },
    ];

  // Parlays: combinations of three or more fixed-win legs; only options with an amount are kept.
  const parlays: Plan['parlays'] = [];
  const parlayOut: Verification['parlay_options'] = [];
  for (const [p, option] of (slip.parlay_options ?? []).entries()) {
    const amount = cents(option.amount, `parlay_options.${p}.amount`);
    if (amount === 0) continue;
    const refusal = parlayRefusal(slip.legs, option.combinations);
    const combos = option.combinations.map((c) => c.map((id) => legs.find((l) => l.out.leg_id === String(id))!));
    if (refusal || combos.some((c) => c.some((l) => !l.multiable))) {
      setError('parlay-not-allowed', refusal?.refusal.message ?? 'These selections cannot be combined in a parlay');
      if (refusal) refuseLegs(legs, refusal);
      continue;
    }
    if (amount < MIN_BET_CENTS) setError(358, LegError.minBet.message);
    if (amount > MAX_BET_CENTS) setError(359, LegError.maxBet.message);
    let dividend = 0;
    for (const combination of combos) {
      const price = multiDividend(combination.map((l) => l.out.current_dividend ?? 1));
      dividend += price;
      parlays.push({ combination, amountCents: amount, price });
    }
    parlayOut.push({ combinations: option.combinations, amount: amount / 100, dividend: Number(dividend.toFixed(2)) });
  }

  const totalCents =
    legs.reduce((a, l) => a + l.stakeCents, 0) + multiStake + parlays.reduce((a, p) => a + p.amountCents, 0);
  return {
    verification: {
      legs: legs.map((l) => l.out),
      multi: multiOut,
      parlay_options: parlayOut,
      err_msg: errMsg,
      err_code: errCode ?? null,
      is_free_bet: legs.some((l) => l.bonus) || Boolean(multi?.bonus),
      total_stake: totalCents / 100,
    },
    legs,
    multi,
    parlays,
  };
}

const isSport = (l: LegInput) => Boolean(l.is_sport) || l.event_type === 'S';
const isSameGameMulti = (l: LegInput) => isSport(l) && l.special_type === 'SameGameMulti';

/** Marks the legs a rule of combination refuses with its leg-level code. */
function refuseLegs(legs: LegPlan[], { refusal, legIds }: Refusal) {
  for (const leg of legs)
    if (legIds.includes(leg.out.leg_id as string)) fail(leg, { codes: [refusal.code], message: refusal.message });
}

/** Marks the leg's first problem (later ones are not reported) and returns the leg. */
function fail(leg: LegPlan, error: LegErrorDef | { codes: readonly number[]; message: string }): LegPlan {
  if (leg.out.bet_leg_error_codes.length) return leg;
  leg.out.bet_leg_error_codes = [...error.codes];
  leg.out.error_code = error.codes[0];
  leg.out.error_message = error.message;
  leg.out.leg_valid = false;
  return leg;
}

function baseLeg(input: LegInput, i: number, eventStatus: string): LegPlan {
  return {
    input,
    out: {
      ...input,
      leg_id: String(input.leg_id ?? i),
      current_dividend: null,
      bet_leg_error_codes: [],
      error_code: null,
      error_message: null,
      event_status: eventStatus,
      leg_valid: true,
      boost: [],
      free_bet_id: input.free_bet_id ?? null,
      free_bet_limit: null,
    },
    stakeCents: 0,
    combos: 1,
    takenPrice: null,
    stored: [],
    description: '',
    multiable: false,
  };
}

/**
 * Fixed prices must match what the punter saw, unless their setting takes the new one: a difference (or none sent)
 * is code 311 when they asked to be asked, a lower price when they take better prices only.
 */
function checkPrice(leg: LegPlan, current: number, priceChanges: PriceChangeSetting) {
  leg.out.current_dividend = current;
  leg.takenPrice = current;
  const requested = leg.input.requested_dividend ?? 0;
  const moved = Math.abs(requested - current) > 1e-9;
  const accepted =
    priceChanges === 'accept_any' || (priceChanges === 'accept_better' && requested > 0 && current > requested);
  if (moved && !accepted)
    fail(leg, {
      ...LegError.priceChanged,
      message: `The price has changed from ${requested.toFixed(2)} to ${current.toFixed(2)}`,
    });
}

function sportLeg(
  input: LegInput,
  match: Match | undefined,
  model: sports.MatchModel | undefined,
  i: number,
  now: number,
  priceChanges: PriceChangeSetting,
): LegPlan {
  const leg = baseLeg(input, i, match?.match_status ?? 'Unknown');
  leg.stakeCents = cents(input.bet_amount, `legs.${i}.bet_amount`);
  if (!match) return fail(leg, { ...LegError.productUnavailable, message: 'This match was not found' });
  leg.out.event_name = match.event_name;
  if (match.match_status !== 'Open' || Date.parse(match.match_starting_date) <= now)
    return fail(leg, LegError.eventClosed);
  if (isSameGameMulti(input)) return sameGameLeg(leg, match, model, priceChanges);
  const selection = match.submarkets.flatMap((m) => m.selections).find((s) => s.bet_type === input.bet_type);
  if (!selection) return fail(leg, LegError.productUnavailable);
  leg.out.selection_name = selection.selection_name;
  leg.description = `${match.event_name} · ${describeLeg({ bet_type: input.bet_type, selections: selection.selection_name, is_sport: true })}`;
  leg.multiable = true;
  leg.stored = [
    {
      is_sport: true,
      event_id: match.event_id,
      bet_type: input.bet_type,
      special_type: null,
      selections: selection.selection_name,
      dividend: selection.dividend,
    },
  ];
  checkPrice(leg, selection.dividend, priceChanges);
  return leg;
}

/**
 * A same-game multi: legs of one match priced together from the match model (sports/same-game-multi.ts). Stored as
 * one leg per selection, each settled on the match, the bet paying its one price when all win.
 */
function sameGameLeg(
  leg: LegPlan,
  match: Match,
  model: sports.MatchModel | undefined,
  priceChanges: PriceChangeSetting,
) {
  if (!model) return fail(leg, LegError.productUnavailable);
  const selections = String(leg.input.selections);
  const quote = quoteSameGameMulti(match, model, sports.betTypesOf(match), selections);
  if ('refusal' in quote) return fail(leg, { codes: [quote.refusal.code], message: quote.refusal.message });
  const picked = parseSameGameMultiSelections(selections).map((b) =>
    match.submarkets.flatMap((m) => m.selections).find((s) => s.bet_type === b)!,
  );
  leg.out.selection_name = picked.map((s) => s.selection_name).join(', ');
  leg.description = `${match.event_name} · ${describeLeg({ bet_type: 'SameGameMulti', special_type: 'SameGameMulti', selections: leg.out.selection_name })}`;
  leg.stored = picked.map((s) => ({
    is_sport: true,
    event_id: match.event_id,
    bet_type: s.bet_type,
    special_type: null,
    selections: s.selection_name,
    dividend: null,
  }));
  checkPrice(leg, quote.dividend, priceChanges);
  return leg;
}

async function racingLeg(
  q: Queryable,
  input: LegInput,
  race: racing.Race | undefined,
  i: number,
  now: number,
  priceChanges: PriceChangeSetting,
): Promise<LegPlan> {
  const leg = baseLeg(input, i, race?.race_status ?? 'Unknown');
  const selections = String(input.selections).trim();
  const special = input.special_type || null;
  const isExotic = input.bet_type === 'Exotic' && special !== 'SameRaceMulti';
  // What the leg charges: an exotic's total, twice the amount each way, else the amount.
  if (isExotic) leg.stakeCents = cents(input.total_amount, `legs.${i}.total_amount`);
  else {
    const amount = cents(input.bet_amount, `legs.${i}.bet_amount`);
    leg.stakeCents = input.bet_type === 'EachWay' ? amount * 2 : amount;
  }
  if (!race) return fail(leg, { ...LegError.productUnavailable, message: 'This race was not found' });
  Object.assign(leg.out, { event_name: race.event_name, race_number: race.race_number, race_type: race.race_type });
  if (race.race_status !== 'Open' || Date.parse(race.start_time) <= now) return fail(leg, LegError.eventClosed);
  const runners = race.runners ?? [];
  const runner = (saddle: number) => runners.find((r) => r.saddle_number === saddle && !r.is_eliminated);
  const offered = (code: string) => race.products.some((p) => p.dividend_code === code || p.special_type === code);

  if (special === 'SameRaceMulti') {
    if (!offered('SameRaceMulti')) return fail(leg, LegError.productUnavailable);
    let picks;
    try {
      picks = racing.parseSrmSelections(selections);
    } catch (e) {
      const message = e instanceof HttpError ? e.message : 'These same race multi selections are not valid';
      return fail(leg, { ...LegError.productUnavailable, message });
    }
    const price = racing.srmPrice(runners, picks);
    if (price === null)
      return fail(leg, { ...LegError.productUnavailable, message: 'A selected runner is scratched or not priced' });
    leg.description = `${race.event_name} · ${describeLeg({ bet_type: 'Exotic', special_type: special, selections })}`;
    leg.stored = [
      {
        is_sport: false,
        event_id: race.event_id,
        bet_type: 'Exotic',
        special_type: special,
        selections,
        dividend: price,
      },
    ];
    checkPrice(leg, price, priceChanges);
    return leg;
  }

  if (isExotic) {
    if (!special || !exotics[special] || !offered(special)) return fail(leg, LegError.productUnavailable);
    const groups = parseExoticSelections(special, selections);
    if (!groups)
      return fail(leg, { ...LegError.productUnavailable, message: `These ${special} selections are not valid` });
    let legRaces = [race];
    if (special === 'Quadrella') {
      const quad = await racing.quadrella(q, now, race.meeting_id);
      legRaces = quad.legs;
      if (legRaces[0].event_id !== race.event_id)
        return fail(leg, { ...LegError.productUnavailable, message: 'A quadrella is placed on its first leg' });
      if (legRaces.some((r) => r.race_status !== 'Open')) return fail(leg, LegError.eventClosed);
    }
    const unknown = groups.some((g, gi) =>
      g.some(
        (s) =>
          !(legRaces[special === 'Quadrella' ? gi : 0].runners ?? []).some(
            (r) => r.saddle_number === s && !r.is_eliminated,
          ),
      ),
    );
    if (unknown)
      return fail(leg, {
        ...LegError.productUnavailable,
        message: 'A selected runner is scratched or not in this race',
      });
    leg.combos = exoticCombinations(special, groups).length;
    leg.out.combinations = leg.combos;
    // Flexi: the unit is the total over the combinations; it must agree with the total to the cent.
    const unitCents = (input.bet_amount ?? 0) * 100;
    if (leg.combos === 0 || Math.abs(Math.round(unitCents * leg.combos) - leg.stakeCents) >= 1)
      return fail(leg, LegError.unitTotalMismatch);
    leg.description = `${race.event_name} · ${describeLeg({ bet_type: 'Exotic', special_type: special, selections })}`;
    leg.stored =
      special === 'Quadrella'
        ? legRaces.map((r, gi) => ({
            is_sport: false,
            event_id: r.event_id,
            bet_type: 'Exotic',
            special_type: special,
            selections: groups[gi].join(','),
            dividend: null,
          }))
        : [
            {
              is_sport: false,
              event_id: race.event_id,
              bet_type: 'Exotic',
              special_type: special,
              selections,
              dividend: null,
            },
          ];
    return leg;
  }

  // Win, place, each-way, top fluc and tote: one runner.
  const saddle = Number(selections);
  const r = Number.isInteger(saddle) ? runner(saddle) : undefined;
  if (!offered(input.bet_type)) return fail(leg, LegError.productUnavailable);
  if (!r) return fail(leg, { ...LegError.productUnavailable, message: 'This runner is scratched or not in this race' });
  leg.out.selection_name = `${r.saddle_number}. ${r.runner_name}`;
  leg.out.runner_name = r.runner_name;
  const product = race.products.find((p) => p.dividend_code === input.bet_type)!;
  leg.description = `${race.event_name} · ${r.saddle_number}. ${r.runner_name} · ${product.full_description}`;
  const part = (code: string): StoredLeg => ({
    is_sport: false,
    event_id: race.event_id,
    bet_type: code,
    special_type: null,
    selections: String(saddle),
    dividend: r.odds[code] ?? null,
  });
  if (input.bet_type === 'EachWay') {
    Object.assign(leg.out, {
      eachway_available: true,
      eachway_dividend: r.odds.FPLC ?? null,
      eachway_full_description: 'Fixed Place',
      eachway_short_description: 'Place',
    });
    if (
      input.total_amount !== undefined &&
      input.total_amount !== 0 &&
      cents(input.total_amount, `legs.${i}.total_amount`) !== leg.stakeCents
    ) {
      throw badRequest('An each-way total is twice its amount.', {
        [`legs.${i}.total_amount`]: 'must be twice bet_amount',
      });
    }
    leg.stored = [part('FWIN'), part('FPLC')];
    checkPrice(leg, r.odds.FWIN, priceChanges);
    return leg;
  }
  // Each-way is a fixed win plus a fixed place: offered on a fixed win leg only.
  Object.assign(leg.out, {
    eachway_available: input.bet_type === 'FWIN' && offered('EachWay'),
    eachway_dividend: r.odds.FPLC ?? null,
  });
  leg.stored = [part(input.bet_type)];
  if (FIXED_CODES.includes(input.bet_type)) {
    leg.multiable = input.bet_type === 'FWIN';
    checkPrice(leg, r.odds[input.bet_type], priceChanges);
  } else {
    // Top fluc and tote prices are indications: the bet pays the top fluctuation or the final dividend.
    leg.out.current_dividend = r.odds[input.bet_type] ?? null;
    leg.stored[0].dividend = null;
  }
  return leg;
}

const ticket = () =>
  `W${Date.now().toString(36).toUpperCase().slice(-5)}${randomInt(0, 36 ** 5)
    .toString(36)
    .toUpperCase()
    .padStart(5, '0')}`;

export const COUPON_REUSED =
  'This coupon tracking code was already used for a different bet slip. Please send the slip with a new code.';

/** JSON with object keys sorted, so the same slip always gives the same fingerprint. */
const canonicalJson = (value: unknown): string =>
  Array.isArray(value)
    ? `[${value.map(canonicalJson).join(',')}]`
    : value && typeof value === 'object'
      ? `{${Object.keys(value)
          .sort()
          .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`)
          .join(',')}}`
      : JSON.stringify(value);

/**
 * Places a verified slip in one transaction: every bet, its stake (cash or bonus) through the ledger, bonus bets and
 * boosts used up. A coupon tracking code places once: a retry of the same slip returns the first answer and places
 * nothing; the code with a different slip is 409.
 */
export async function placeBets(
  q: Queryable,
  slip: BetSlip & { coupon_tracking_code: string },
  userId: string,
  now: number,
): Promise<Placement> {
  const slipHash = createHash('sha256').update(canonicalJson(slip)).digest('hex');
  const fresh = await q.query(
    'INSERT INTO bet_coupons (user_id, coupon_tracking_code, created_at, slip_hash) VALUES ($1, $2, to_timestamp($3::float8 / 1000), $4) ON CONFLICT DO NOTHING RETURNING 1',
    [userId, slip.coupon_tracking_code, now, slipHash],
  );
  if (!fresh.rows.length) {
    const { rows } = await q.query<{ response: Placement | null; slip_hash: string | null }>(
      'SELECT response, slip_hash FROM bet_coupons WHERE user_id = $1 AND coupon_tracking_code = $2',
      [userId, slip.coupon_tracking_code],
    );
    if (rows[0] && rows[0].slip_hash !== null && rows[0].slip_hash !== slipHash)
      throw new HttpError(409, COUPON_REUSED, { coupon_tracking_code: COUPON_REUSED }, { err_code: 'coupon-reused' });
    if (rows[0]?.response) return rows[0].response;
    throw new HttpError(409, 'This bet slip is already being placed.', {}, { err_code: 'duplicate-coupon' });
  }

  const plan = await verify(q, slip, userId, now);
  const v = plan.verification;
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

  const placed: Placement['bets'] = [];
  // Live events go out together at the end (delivered on commit either way).
  const events: LiveEvent[] = [];
  let balance: Balances | undefined;
  const place = async (args: {
    kind: 'single' | 'multi' | 'parlay';
    betType: string;
    specialType: string | null;
    description: string;
    stakeCents: number;
    price: number | null;
    combos: number;
    legs: StoredLeg[];
    bonus?: BonusBet;
    boost?: DividendBoost;
    /** The slip legs the bet is on (one for a single). */
    slipLegs: LegPlan[];
  }) => {
    const legIds = args.slipLegs.map((l) => l.out.leg_id as string);
    const single = args.kind === 'single' ? args.slipLegs[0] : undefined;
    const number = ticket();
    // The bet and its legs in one statement (one round trip inside the punter's wallet-locked transaction).
    const { rows } = await q.query<{ bet_id: number }>(
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
        number,
        userId,
        slip.coupon_tracking_code,
        args.kind,
        args.betType,
        args.specialType,
        args.description,
        args.stakeCents,
        Boolean(args.bonus),
        args.bonus?.id ?? null,
        args.boost ? JSON.stringify({ boost_id: args.boost.id, boost_percent: args.boost.boost_percent }) : null,
        args.price,
        args.combos,
        now,
        JSON.stringify(args.legs.map((l, n) => ({ ...l, leg_no: n + 1 }))),
      ],
    );
    const betId = rows[0].bet_id;
    if (args.bonus) await consumeBonusBet(q, { userId, bonusBetId: args.bonus.id, amountCents: args.stakeCents, now });
    if (args.boost) await consumeDividendBoost(q, { userId, boostId: args.boost.id, now });
    balance = await post(q, {
      userId,
      kind: args.bonus ? 'bonus_stake' : 'stake',
      reference: number,
      // The punter's transactions say what a promotion did to the bet.
      description: `${args.description}${args.bonus ? ' · Bonus bet' : ''}${
        args.boost ? ` · Boosted ${args.boost.boost_percent}% to ${args.price?.toFixed(2)}` : ''
      }`,
      at: now,
      lines: [
        { account: args.bonus ? 'bonus' : 'cash', amount_cents: -args.stakeCents },
        { account: 'stakes_held', amount_cents: args.stakeCents },
      ],
    });
    events.push({
      kind: 'notification',
      userId,
      event: {
        id: number,
        event_description: args.description,
        outcome: 'Bet accepted',
        status: 'Accepted',
        balance_effect: `-${dollars(args.stakeCents)}`,
        type: 'Bet',
      },
    });
    const bet: Placement['bets'][number] = {
      ticket_number: number,
      transaction_id: betId,
      bet_kind: args.kind,
      bet_type: args.betType,
      special_type: args.specialType,
      status: 'Accepted',
      description: args.description,
      stake: args.stakeCents / 100,
      dividend: args.price,
      is_free_bet: Boolean(args.bonus),
      is_multi_leg: args.kind === 'multi',
      is_parlay: args.kind === 'parlay',
      leg_ids: legIds,
      // SPEC 3 placed-bet leg fields (choices in docs/SPEC-CHOICES.md).
      runner_name: (single?.out.runner_name as string | undefined) ?? null,
      market_type: single && PARLAY_EXCLUDED_BET_TYPES.includes(single.input.bet_type) ? 'C' : null,
      product_type: single ? single.input.special_type || single.input.bet_type : 'M',
      pairs: args.kind === 'parlay' ? legIds : null,
    };
    placed.push(bet);
    return bet;
  };

  for (const leg of plan.legs) {
    if (!leg.stakeCents) continue;
    const bet = await place({
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
    });
    Object.assign(leg.out, {
      ticket_number: bet.ticket_number,
      transaction_id: bet.transaction_id,
      status: 'Accepted',
    });
  }
  if (plan.multi) {
    const bet = await place({
      kind: 'multi',
      betType: 'M',
      specialType: null,
      description: `${betKindName('multi', plan.multi.legs.length)}: ${plan.multi.legs.map((l) => l.description).join(' / ')}`,
      stakeCents: plan.multi.stakeCents,
      price: plan.multi.price,
      combos: 1,
      legs: plan.multi.legs.map((l) => l.stored[0]),
      bonus: plan.multi.bonus,
      boost: plan.multi.boost,
      slipLegs: plan.multi.legs,
    });
    Object.assign(v.multi, {
      multibet_transaction_id: bet.transaction_id,
      multibet_status: 'Accepted',
      ticket_number: bet.ticket_number,
    });
  }
  for (const p of plan.parlays) {
    await place({
      kind: 'parlay',
      betType: 'M',
      specialType: null,
      description: `${betKindName('parlay', p.combination.length)}: ${p.combination.map((l) => l.description).join(' / ')}`,
      stakeCents: p.amountCents,
      price: p.price,
      combos: 1,
      legs: p.combination.map((l) => l.stored[0]),
      slipLegs: p.combination,
    });
  }
  events.push({ kind: 'balance', userId, ...balance! });
  await publishIn(q, ...events);
  const response: Placement = {
    ...v,
    coupon_tracking_code: slip.coupon_tracking_code,
    bets: placed,
    balance: balance!,
  };
  await q.query('UPDATE bet_coupons SET response = $3 WHERE user_id = $1 AND coupon_tracking_code = $2', [
    userId,
    slip.coupon_tracking_code,
    JSON.stringify(response),
  ]);
  return response;
}
