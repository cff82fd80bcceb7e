/**
 * Pure settlement rules. A bet pays when every leg's event is resolved:
 * - win: the selection wins; place: it finishes within the places its field size pays (3 for 8+ starters, 2 for
 *   5–7; none under 5, so the bet is refunded); fixed odds pay the price taken (boosted if boosted), TF the top
 *   fluctuation, tote products the final dividend;
 * - each-way: half the stake on win, half on place, each settled as above;
 * - exotics: stake / combinations per combination (flexi), each winning combination pays that unit × the pool's
 *   dividend, combinations holding a scratched runner are refunded; quadrella needs every leg's winner selected;
 * - same-race-multi: every selection must finish in its position; a scratched selection refunds the bet;
 * - same-game multi: every leg must win on the match; its one price was taken for them together, so an abandoned
 *   match or a pushed leg (a whole-number line landing exactly) refunds the bet rather than repricing it;
 * - multis and parlay combinations: the product of the legs, a scratched, abandoned or pushed leg counting as 1;
 * - abandoned events refund; a bonus bet's return is the profit only, and a refunded bonus bet goes back to bonus.
 * Dead heats are not modelled (the simulator never produces one). Returns round down to the cent.
 */
import { cents, type Cents } from '@wagering/contract/money';
import { placesFor, type Dividend } from '../racing/pricing';
import { exoticCombinations, exoticOf } from '@wagering/contract/wagering';
import { parseExoticSelections } from '../betting/rules';
import type { LegResult, StoredBet, StoredLeg } from '../betting/schemas';
import { FIXED_CODES, PLACE_CODES } from '../racing/products';
import { sportLegWins, type ResolvedMatch } from '../sports/markets';

export interface RaceOutcome {
  kind: 'race';
  status: 'Final' | 'Abandoned';
  /** Saddle numbers in finishing order. */
  order: number[];
  scratched: number[];
  dividends: Dividend[];
  /** Top fluctuation (TF) price of each runner at the jump, by saddle number. */
  topFluc: Record<number, number>;
}
export interface MatchOutcome extends ResolvedMatch {
  kind: 'match';
  status: 'Final' | 'Abandoned';
}
export type Outcome = RaceOutcome | MatchOutcome;

export interface Settlement {
  status: 'Return_Of' | 'Return_At' | 'Cancelled' | 'No_Return';
  /** What goes back to the punter's cash (for a bonus bet, the profit only). */
  return_cents: Cents;
  /** A refunded bonus bet's stake goes back to the bonus balance instead. */
  refund_to_bonus_cents: Cents;
  leg_results: LegResult[];
}

/** A leg's own result and what $1 on it returns (0 lost, 1 void, the dividend won). */
function legValue(leg: StoredLeg, outcome: Outcome, price: number | null): { result: LegResult; factor: number } {
  if (outcome.status === 'Abandoned') return { result: 'void', factor: 1 };
  if (outcome.kind === 'match') {
    const won = sportLegWins(leg.bet_type, outcome);
    return won === null
      ? { result: 'void', factor: 1 }
      : won
        ? { result: 'won', factor: price ?? 0 }
        : { result: 'lost', factor: 0 };
  }
  const saddle = Number(leg.selections);
  if (outcome.scratched.includes(saddle)) return { result: 'void', factor: 1 };
  const places = placesFor(outcome.order.length);
  const isPlace = PLACE_CODES.includes(leg.bet_type);
  if (isPlace && places === 0) return { result: 'void', factor: 1 };
  const position = outcome.order.indexOf(saddle) + 1;
  const hit = position >= 1 && position <= (isPlace ? places : 1);
  if (!hit) return { result: 'lost', factor: 0 };
  if (FIXED_CODES.includes(leg.bet_type)) return { result: 'won', factor: price ?? 0 };
  if (leg.bet_type === 'TF') return { result: 'won', factor: outcome.topFluc[saddle] ?? 0 };
  const tote = outcome.dividends.find((d) => d.dividend_code === leg.bet_type && d.selections === String(saddle));
  return { result: 'won', factor: tote?.value ?? 0 };
}

/**
 * Settles a bet once every leg's outcome is known, or as soon as one leg of a multi, parlay combination or
 * quadrella has lost; otherwise null (pending) with the results known so far in `partial`.
 */
export function settle(bet: StoredBet, outcomes: Map<number, Outcome>, partial: LegResult[] = []): Settlement | null {
  const legOutcomes = bet.legs.map((l) => outcomes.get(l.event_id));
  if (legOutcomes.some((o) => !o)) {
    const chained = bet.bet_kind !== 'single' || bet.special_type === 'Quadrella';
    bet.legs.forEach((l, i) => {
      const o = legOutcomes[i];
      if (!o) return void (partial[i] = 'pending');
      partial[i] =
        bet.special_type === 'Quadrella'
          ? o.status === 'Abandoned'
            ? 'void'
            : o.kind === 'race' && l.selections.split(',').map(Number).includes(o.order[0])
              ? 'won'
              : 'lost'
          : legValue(l, o, l.dividend).result;
    });
    if (chained && partial.includes('lost'))
      return { status: 'No_Return', return_cents: cents(0), refund_to_bonus_cents: cents(0), leg_results: partial };
    return null;
  }
  const out = legOutcomes as Outcome[];
  const stake = bet.stake_cents;

  let gross: number; // cents returned before the bonus-bet rule
  let refunded: number; // part of gross that is stake handed back
  let results: LegResult[];
  if (bet.bet_kind !== 'single') {
    const values = bet.legs.map((l, i) => legValue(l, out[i], l.dividend));
    results = values.map((v) => v.result);
    const allVoid = results.every((r) => r === 'void');
    const lost = results.includes('lost');
    const legsProduct = values.reduce((a, v) => a * v.factor, 1);
    // A boosted multi's price was taken for all legs; it applies only while no leg is void.
    const factor = lost
      ? 0
      : allVoid
        ? 1
        : results.includes('void') || bet.dividend === null
          ? legsProduct
          : bet.dividend;
    gross = Math.floor(stake * factor + 1e-9);
    refunded = allVoid ? stake : 0;
  } else if (bet.bet_type === 'EachWay') {
    const half = stake / 2;
    const values = bet.legs.map((l, i) => legValue(l, out[i], l.dividend));
    results = values.map((v) => v.result);
    gross = Math.floor(values.reduce((a, v) => a + half * v.factor, 0) + 1e-9);
    refunded = values.reduce((a, v) => a + (v.result === 'void' ? half : 0), 0);
  } else if (bet.special_type === 'SameRaceMulti') {
    ({ gross, refunded, results } = sameRaceMulti(bet, out[0] as RaceOutcome));
  } else if (bet.special_type === 'SameGameMulti') {
    ({ gross, refunded, results } = sameGameMulti(bet, out[0] as MatchOutcome));
  } else if (exoticOf(bet.special_type)) {
    ({ gross, refunded, results } = exotic(bet, out as RaceOutcome[]));
  } else {
    const v = legValue(bet.legs[0], out[0], bet.dividend ?? bet.legs[0].dividend);
    results = [v.result];
    gross = Math.floor(stake * v.factor + 1e-9);
    refunded = v.result === 'void' ? stake : 0;
  }

  const allRefunded = refunded >= stake && gross <= stake;
  const status: Settlement['status'] = allRefunded
    ? 'Cancelled'
    : gross === 0
      ? 'No_Return'
      : gross > refunded
        ? 'Return_Of'
        : 'Return_At';
  if (!bet.is_free_bet)
    return { status, return_cents: cents(gross), refund_to_bonus_cents: cents(0), leg_results: results };
  // A bonus bet returns its winnings without the stake; refunded stake goes back as bonus.
  const winnings = Math.max(0, gross - refunded);
  const profit = Math.max(0, winnings - (stake - Math.floor(refunded)));
  return {
    status,
    return_cents: cents(profit),
    refund_to_bonus_cents: cents(Math.floor(refunded)),
    leg_results: results,
  };
}

function sameRaceMulti(bet: StoredBet, race: RaceOutcome) {
  const picks = bet.legs[0].selections
    .split(',')
    .map((p) => p.split(':'))
    .map(([s, code]) => ({ saddle: Number(s), code }));
  if (race.status === 'Abandoned' || picks.some((p) => race.scratched.includes(p.saddle))) {
    return { gross: bet.stake_cents, refunded: bet.stake_cents, results: ['void' as LegResult] };
  }
  const within = (code: string) => (code === 'FWIN' ? 1 : Number(code.replace('PTOP', '')));
  const won = picks.every((p) => {
    const pos = race.order.indexOf(p.saddle) + 1;
    return pos >= 1 && pos <= within(p.code);
  });
  return {
    gross: won ? Math.floor(bet.stake_cents * (bet.dividend ?? 0) + 1e-9) : 0,
    refunded: 0,
    results: [won ? 'won' : 'lost'] as LegResult[],
  };
}

function sameGameMulti(bet: StoredBet, match: MatchOutcome) {
  const results = bet.legs.map((l) => legValue(l, match, null).result);
  const stake = bet.stake_cents;
  if (results.includes('lost')) return { gross: 0, refunded: 0, results };
  if (results.includes('void')) return { gross: stake, refunded: stake, results };
  return { gross: Math.floor(stake * (bet.dividend ?? 0) + 1e-9), refunded: 0, results };
}

function exotic(bet: StoredBet, races: RaceOutcome[]) {
  const type = bet.special_type!;
  const stake = bet.stake_cents;
  if (races.some((r) => r.status === 'Abandoned'))
    return { gross: stake, refunded: stake, results: races.map(() => 'void' as LegResult) };
  if (type === 'Quadrella') {
    const groups = bet.legs.map((l) => l.selections.split(',').map(Number));
    const combos = groups.reduce((a, g) => a * g.length, 1);
    const legWon = races.map((r, i) => groups[i].includes(r.order[0]));
    const last = races[races.length - 1];
    const dividend = last.dividends.find((d) => d.dividend_code === 'Quadrella')?.value ?? 0;
    const gross = legWon.every(Boolean) ? Math.floor((stake / combos) * dividend + 1e-9) : 0;
    return { gross, refunded: 0, results: legWon.map((w) => (w ? 'won' : 'lost') as LegResult) };
  }
  const race = races[0];
  const groups = parseExoticSelections(type, bet.legs[0].selections) ?? [];
  const combos = exoticCombinations(type, groups);
  const unit = stake / combos.length;
  const { pool, positions } = exoticOf(type)!;
  const dividend = race.dividends.find((d) => d.dividend_code === pool)?.value ?? 0;
  const top = race.order.slice(0, positions);
  let gross = 0;
  let refunded = 0;
  for (const combo of combos) {
    if (combo.some((s) => race.scratched.includes(s))) {
      refunded += unit;
      gross += unit;
    } else if (pool === 'Quinella' ? combo.every((s) => top.includes(s)) : combo.every((s, i) => top[i] === s)) {
      gross += unit * dividend;
    }
  }
  const won = gross > refunded;
  return {
    gross: Math.floor(gross + 1e-9),
    refunded: Math.floor(refunded + 1e-9),
    results: [won ? 'won' : refunded >= stake ? 'void' : 'lost'] as LegResult[],
  };
}
