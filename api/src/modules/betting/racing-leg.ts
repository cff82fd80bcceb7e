/** Pricing one racing leg of a slip: one runner (win, place, each-way, top fluc, tote), an exotic, a same race multi. */
import type { PriceChangeSetting } from '@wagering/contract/constants';
import { describeBet, describeLeg, type RunnerNames } from '@wagering/contract/format';
import { cents, type Cents } from '@wagering/contract/money';
import { exoticCombinationCount, exoticOf } from '@wagering/contract/wagering';
import type { Queryable } from '../../db/client';
import { badRequest, HttpError } from '../../lib/errors';
import { FIXED_CODES } from '../racing/products';
import type * as racing from '../racing/race-model';
import { quadrella } from '../racing/quadrella';
import { parseSrmSelections, srmPrice } from '../racing/same-race-multi';
import type { StoredLeg } from './schemas';
import { parseExoticSelections } from './rules';
import { LegError } from './leg-errors';
import { baseLeg, checkPrice, fail } from './leg-plan';
import type { LegPlan, ParsedLeg } from './slip-types';

export async function racingLeg(
  q: Queryable,
  input: ParsedLeg,
  race: racing.Race | undefined,
  now: number,
  priceChanges: PriceChangeSetting,
): Promise<LegPlan> {
  const leg = baseLeg(input, race?.race_status ?? 'Unknown');
  const selections = input.selections;
  const special = input.special_type;
  const isExotic = input.bet_type === 'Exotic' && special !== 'SameRaceMulti';
  leg.stakeCents = racingStake(input, isExotic);
  if (!race) return fail(leg, { ...LegError.productUnavailable, message: 'This race was not found' });
  Object.assign(leg.out, { event_name: race.event_name, race_number: race.race_number, race_type: race.race_type });
  if (race.race_status !== 'Open' || Date.parse(race.start_time) <= now) return fail(leg, LegError.eventClosed);
  if (special === 'SameRaceMulti') return sameRaceMultiLeg(leg, race, selections, priceChanges);
  if (isExotic) return exoticLeg(q, leg, race, special, selections, now);
  return oneRunnerLeg(leg, race, selections, priceChanges);
}

/** What the leg charges: an exotic's total, twice the amount each way, else the amount. */
function racingStake(input: ParsedLeg, isExotic: boolean): Cents {
  if (isExotic) return input.totalCents ?? cents(0);
  return input.bet_type === 'EachWay' ? cents(input.betCents * 2) : input.betCents;
}

const offered = (race: racing.Race, code: string) =>
  race.products.some((p) => p.dividend_code === code || p.special_type === code);

/** The race's runners' names by saddle number: a bet's description names its runners beside their numbers. */
const namesOf = (race: racing.Race): RunnerNames =>
  Object.fromEntries((race.runners ?? []).map((r) => [String(r.saddle_number), r.runner_name]));

/** The runner with this saddle number, unless scratched. */
const runnerIn = (race: racing.Race, saddle: number) =>
  (race.runners ?? []).find((r) => r.saddle_number === saddle && !r.is_eliminated);

function sameRaceMultiLeg(leg: LegPlan, race: racing.Race, selections: string, priceChanges: PriceChangeSetting) {
  const special = 'SameRaceMulti';
  if (!offered(race, special)) return fail(leg, LegError.productUnavailable);
  let picks;
  try {
    picks = parseSrmSelections(selections);
  } catch (e) {
    const message = e instanceof HttpError ? e.message : 'These same race multi selections are not valid';
    return fail(leg, { ...LegError.productUnavailable, message });
  }
  const price = srmPrice(race.runners ?? [], picks);
  if (price === null)
    return fail(leg, { ...LegError.productUnavailable, message: 'A selected runner is scratched or not priced' });
  const words = { bet_type: 'Exotic', special_type: special, selections, runners: namesOf(race) };
  leg.description = `${race.event_name} · ${describeLeg(words)}`;
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

async function exoticLeg(
  q: Queryable,
  leg: LegPlan,
  race: racing.Race,
  special: string | null,
  selections: string,
  now: number,
) {
  if (!special || !exoticOf(special) || !offered(race, special)) return fail(leg, LegError.productUnavailable);
  const groups = parseExoticSelections(special, selections);
  if (!groups)
    return fail(leg, { ...LegError.productUnavailable, message: `These ${special} selections are not valid` });
  let legRaces = [race];
  if (special === 'Quadrella') {
    legRaces = (await quadrella(q, now, race.meeting_id)).legs;
    if (legRaces[0].event_id !== race.event_id)
      return fail(leg, { ...LegError.productUnavailable, message: 'A quadrella is placed on its first leg' });
    if (legRaces.some((r) => r.race_status !== 'Open')) return fail(leg, LegError.eventClosed);
  }
  // A quadrella's groups pick from its four races in turn; every other exotic's from its one race.
  const unknown = groups.some((g, gi) => g.some((s) => !runnerIn(legRaces[special === 'Quadrella' ? gi : 0], s)));
  if (unknown)
    return fail(leg, { ...LegError.productUnavailable, message: 'A selected runner is scratched or not in this race' });
  leg.combos = exoticCombinationCount(special, groups);
  leg.out.combinations = leg.combos;
  // Flexi: the unit is the total over the combinations; it must agree with the total to the cent.
  const unitCents = (leg.input.flexiUnit ?? 0) * 100;
  if (leg.combos === 0 || Math.abs(Math.round(unitCents * leg.combos) - leg.stakeCents) >= 1)
    return fail(leg, LegError.unitTotalMismatch);
  leg.stored = exoticParts(special, race, legRaces, groups, selections);
  // A quadrella's groups are named from their own races.
  const parts = leg.stored.map((part, pi) => ({ ...part, runners: namesOf(legRaces[pi] ?? race) }));
  leg.description = `${race.event_name} · ${describeBet({ bet_kind: 'single', bet_type: 'Exotic', special_type: special, legs: parts })}`;
  return leg;
}

/** An exotic is stored as one part, a quadrella as a part per race with that race's selections. */
function exoticParts(
  special: string,
  race: racing.Race,
  legRaces: racing.Race[],
  groups: number[][],
  selections: string,
): StoredLeg[] {
  const part = (r: racing.Race, picked: string): StoredLeg => ({
    is_sport: false,
    event_id: r.event_id,
    bet_type: 'Exotic',
    special_type: special,
    selections: picked,
    dividend: null,
  });
  return special === 'Quadrella' ? legRaces.map((r, gi) => part(r, groups[gi].join(','))) : [part(race, selections)];
}

/** Win, place, each-way, top fluc and tote: one runner. */
function oneRunnerLeg(leg: LegPlan, race: racing.Race, selections: string, priceChanges: PriceChangeSetting): LegPlan {
  const input = leg.input;
  const saddle = Number(selections);
  const r = Number.isInteger(saddle) ? runnerIn(race, saddle) : undefined;
  if (!offered(race, input.bet_type)) return fail(leg, LegError.productUnavailable);
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
  if (input.bet_type === 'EachWay') return eachWayLeg(leg, r, part, priceChanges);
  // Each-way is a fixed win plus a fixed place: offered on a fixed win leg only.
  Object.assign(leg.out, {
    eachway_available: input.bet_type === 'FWIN' && offered(race, 'EachWay'),
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

/** An each-way bet: a fixed win and a fixed place on one runner, the amount on each; its price is the win's. */
function eachWayLeg(
  leg: LegPlan,
  r: racing.Runner,
  part: (code: string) => StoredLeg,
  priceChanges: PriceChangeSetting,
): LegPlan {
  const input = leg.input;
  Object.assign(leg.out, {
    eachway_available: true,
    eachway_dividend: r.odds.FPLC ?? null,
    eachway_full_description: 'Fixed Place',
    eachway_short_description: 'Place',
  });
  if (input.totalCents !== null && input.totalCents !== 0 && input.totalCents !== leg.stakeCents) {
    throw badRequest('An each-way total is twice its amount.', {
      [`legs.${input.position}.total_amount`]: 'must be twice bet_amount',
    });
  }
  leg.stored = [part('FWIN'), part('FPLC')];
  checkPrice(leg, r.odds.FWIN, priceChanges);
  return leg;
}
