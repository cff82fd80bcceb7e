import type { LegSelections, NewLeg } from '@wagering/shared/betslip';
import type { Product, Race, Runner } from '../types';

/** Place products: a pick on them is a Place bet; every other win/place product is a Win bet. */
const PLACE_CODES = ['FPLC', 'VICPlc', 'PTX'];

/** What every racing leg carries about its race. */
const raceFields = (race: Race) => ({
  event_id: race.event_id,
  event_name: race.event_name,
  race_number: race.race_number,
  race_type: race.race_type,
  event_type: 'R' as const,
  event_status: race.race_status,
});

const runnerProducts = (products: Product[]) =>
  products.map((p) => ({ special_type: p.special_type ?? '', short_description: p.short_description }));

/**
 * A win or place pick of one runner on one product (fixed, top fluc, tote). The TF product keeps its special type,
 * so it is a separate leg from a fixed win on the same runner (leg_id hashes race type, event, selections and
 * special type).
 */
export function winPlaceLeg(race: Race, runner: Runner, dividendCode: string): NewLeg {
  const product = race.products.find((p) => p.dividend_code === dividendCode);
  const price = runner.odds[dividendCode] ?? 0;
  return {
    ...raceFields(race),
    bet_type: PLACE_CODES.includes(dividendCode) ? 'Place' : 'Win',
    special_type: product?.special_type ?? null,
    selections: [runner.saddle_number],
    selection_name: runner.runner_name,
    saddle_number: runner.saddle_number,
    dividend_code: dividendCode,
    requested_dividend: price,
    current_dividend: price,
    runner_products: runnerProducts(race.products),
  };
}

/** An each-way pick: fixed win plus fixed place on one runner (its total is twice the stake). */
export function eachWayLeg(race: Race, runner: Runner): NewLeg {
  const product = race.products.find((p) => p.dividend_code === 'EachWay');
  return {
    ...winPlaceLeg(race, runner, 'FWIN'),
    bet_type: 'EachWay',
    special_type: null,
    dividend_code: 'EachWay',
    eachway_available: true,
    eachway_dividend: runner.odds.FPLC ?? null,
    eachway_full_description: product?.full_description ?? 'Each Way',
    eachway_short_description: product?.short_description ?? 'E/W',
  };
}

/** Exotic special types and whether their selections are one group (boxed, quinella) or one group per position. */
export const EXOTIC_BETS = [
  { key: 'Quinella', label: 'Quinella', positions: 2 },
  { key: 'Exacta', label: 'Exacta', positions: 2 },
  { key: 'Trifecta', label: 'Trifecta', positions: 3 },
  { key: 'FirstFour', label: 'First Four', positions: 4 },
] as const;
export type ExoticKey = (typeof EXOTIC_BETS)[number]['key'];

/** A quinella, or any boxed exotic, takes one group of runners in any order. */
export const isSingleGroup = (key: ExoticKey, boxed: boolean) => boxed || key === 'Quinella';

/**
 * An exotic from the picks per position. Boxed (and quinella) picks are one group, the others one group per
 * position in finishing order, e.g. trifecta [[3], [1, 5], [1, 5, 7]].
 */
export function exoticLeg(race: Race, key: ExoticKey, boxed: boolean, picks: number[][]): NewLeg {
  const special_type = boxed ? `Box${key}` : key;
  const selections: LegSelections = isSingleGroup(key, boxed)
    ? [...new Set(picks.flat())].sort((a, b) => a - b)
    : picks.map((group) => [...group].sort((a, b) => a - b));
  const product = race.products.find((p) => p.special_type === special_type);
  return {
    ...raceFields(race),
    bet_type: 'Exotic',
    special_type,
    selections,
    selection_name: product?.full_description ?? special_type,
    // The slip names the picks: "1. Fast Horse, 2. Slow Horse".
    runners: Object.fromEntries((race.runners ?? []).map((r) => [String(r.saddle_number), r.runner_name])),
    dividend_code: product?.dividend_code ?? key,
    runner_products: runnerProducts(race.products),
  };
}

export interface SameRaceMultiPick {
  saddle_number: number;
  /** FWIN, PTOP2, PTOP3 or PTOP4. */
  dividend_code: string;
}

/** The API's same-race-multi selections: "saddle:code" pairs in saddle order, e.g. "3:FWIN,5:PTOP2". */
export const sameRaceMultiSelections = (picks: SameRaceMultiPick[]) =>
  [...picks]
    .sort((a, b) => a.saddle_number - b.saddle_number)
    .map((p) => `${p.saddle_number}:${p.dividend_code}`)
    .join(',');

/** Each same-race-multi position in words. */
const SRM_POSITIONS: Record<string, string> = { FWIN: 'to win', PTOP2: 'top 2', PTOP3: 'top 3', PTOP4: 'top 4' };

/** What a same-race multi is, for the slip: "3. Fast Horse to win, 5. Slow Horse top 2". */
const sameRaceMultiDescription = (race: Race, picks: SameRaceMultiPick[]) =>
  [...picks]
    .sort((a, b) => a.saddle_number - b.saddle_number)
    .map((p) => {
      const name = race.runners?.find((r) => r.saddle_number === p.saddle_number)?.runner_name;
      return `${p.saddle_number}.${name ? ` ${name}` : ''} ${SRM_POSITIONS[p.dividend_code] ?? p.dividend_code}`;
    })
    .join(', ');

/** A same-race-multi leg at the live price the API quoted for these picks, naming each runner and position. */
export function sameRaceMultiLeg(race: Race, picks: SameRaceMultiPick[], dividend: number): NewLeg {
  return {
    ...raceFields(race),
    bet_type: 'Exotic',
    special_type: 'SameRaceMulti',
    selections: sameRaceMultiSelections(picks).split(','),
    selection_name: sameRaceMultiDescription(race, picks),
    dividend_code: 'SRM',
    requested_dividend: dividend,
    current_dividend: dividend,
  };
}

/** A quadrella across four races: one group of runners per race, carried by the first leg's race. */
export function quadrellaLeg(legs: Race[], picks: number[][]): NewLeg {
  const first = legs[0];
  return {
    ...raceFields(first),
    event_name: `${first.meeting_name} Quadrella`,
    bet_type: 'Exotic',
    special_type: 'Quadrella',
    selections: picks.map((group) => [...group].sort((a, b) => a - b)),
    selection_name: 'Quadrella',
    dividend_code: 'Quadrella',
  };
}
