import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SAME_GAME_MULTI_BET_TYPES, SameGameMultiRefusal } from '@wagering/contract/wagering';
import { sports } from './catalog';
import { matchLines, sportLegWins } from './markets';
import { quoteSameGameMulti, sameGameChance, sampleFinals, SAME_GAME_SAMPLES } from './same-game-multi';

// Scored sports: the ones with line, margin and total markets (a same-game multi needs them).
const scored = sports.filter((s) => s.scoring);
const matchArb = fc.record({
  sport: fc.constantFrom(...scored),
  strength: fc.double({ min: 0.25, max: 0.75, noNaN: true }),
  event_id: fc.integer({ min: 1, max: 1e8 }),
});
const legsArb = fc.uniqueArray(fc.constantFrom(...SAME_GAME_MULTI_BET_TYPES), { minLength: 2, maxLength: 6 });
const offered = (lines: { markets: { bet_type: string }[] }) => lines.markets.map((s) => s.bet_type);
const linesOf = ({ sport, strength }: { sport: (typeof scored)[number]; strength: number }) =>
  matchLines(sport, 'A', 'B', strength);

/**
 * The independent check of "cannot win together": the settlement rule itself (sportLegWins) over every final score of
 * a board wide enough for the sport's lines (a winning margin, if any, needs no more than the lines' size + 2).
 */
function someScoreWinsAll(betTypes: string[], lines: ReturnType<typeof linesOf>) {
  const edge = Math.ceil(Math.abs(lines.team_a_line!) + (lines.margin_one_high_value ?? 0) + lines.total_over! + 2);
  for (let a = 0; a <= edge; a++)
    for (let b = 0; b <= edge; b++)
      if (betTypes.every((t) => sportLegWins(t, { score_a: a, score_b: b, ...lines }) === true)) return true;
  return false;
}

describe('same-game multi pricing (properties over the simulator’s matches)', () => {
  it('legs no final score wins together are refused; the rest are priced with a chance inside (0, 1)', () => {
    fc.assert(
      fc.property(matchArb, legsArb, (m, legs) => {
        const lines = linesOf(m);
        const quote = quoteSameGameMulti({ ...lines, event_id: m.event_id }, m, offered(lines), legs.join(','));
        // Only football offers a draw.
        if (!m.sport.draw && legs.includes('Draw')) expect(quote).toEqual({ refusal: SameGameMultiRefusal.badLegs });
        else if (!someScoreWinsAll(legs, lines))
          expect(quote).toEqual({ refusal: SameGameMultiRefusal.cannotWinTogether });
        else {
          if ('refusal' in quote) throw new Error(`refused ${legs.join(',')}: ${quote.refusal.message}`);
          expect(quote.chance).toBeGreaterThan(0);
          expect(quote.chance).toBeLessThan(1);
          expect(quote.dividend).toBeGreaterThanOrEqual(1.01);
        }
      }),
      { numRuns: 60 },
    );
  }, 30_000);

  it('adding a leg never raises the chance, nor lowers the price', () => {
    fc.assert(
      fc.property(matchArb, legsArb, fc.constantFrom(...SAME_GAME_MULTI_BET_TYPES), (m, legs, extra) => {
        fc.pre(!legs.includes(extra) && legs.length < 6);
        const lines = linesOf(m);
        const finals = sampleFinals(m.sport, m.strength, m.event_id);
        expect(sameGameChance(finals, [...legs, extra], lines)).toBeLessThanOrEqual(
          sameGameChance(finals, legs, lines),
        );
        const before = quoteSameGameMulti({ ...lines, event_id: m.event_id }, m, offered(lines), legs.join(','));
        const after = quoteSameGameMulti(
          { ...lines, event_id: m.event_id },
          m,
          offered(lines),
          [...legs, extra].join(','),
        );
        if ('dividend' in before && 'dividend' in after) expect(after.dividend).toBeGreaterThanOrEqual(before.dividend);
      }),
      { numRuns: 40 },
    );
  }, 30_000);

  it('deterministic: the same match and legs always give the same price (quote and acceptance agree)', () => {
    fc.assert(
      fc.property(matchArb, legsArb, (m, legs) => {
        const match = { ...linesOf(m), event_id: m.event_id };
        const quote = () => quoteSameGameMulti(match, m, offered(match), legs.join(','));
        expect(quote()).toEqual(quote());
      }),
      { numRuns: 20 },
    );
  }, 30_000);

  it('the chance is the share of simulated finals winning every leg, counted again here by hand', () => {
    fc.assert(
      fc.property(matchArb, legsArb, (m, legs) => {
        const lines = linesOf(m);
        const finals = sampleFinals(m.sport, m.strength, m.event_id);
        expect(finals).toHaveLength(SAME_GAME_SAMPLES);
        const { team_a_line, margin_one_high_value, total_over } = lines;
        let wins = 0;
        for (const f of finals)
          if (legs.every((t) => sportLegWins(t, { ...f, team_a_line, margin_one_high_value, total_over }))) wins++;
        expect(sameGameChance(finals, legs, lines)).toBeCloseTo((wins + 1) / (finals.length + 2), 12);
      }),
      { numRuns: 20 },
    );
  }, 30_000);

  it('correlated legs: a favourite to win and cover its line is priced above neither leg alone nor their product', () => {
    const afl = scored.find((s) => s.code === 'AFL')!;
    const lines = matchLines(afl, 'A', 'B', 0.7);
    const quote = (legs: string) =>
      quoteSameGameMulti({ ...lines, event_id: 7 }, { sport: afl, strength: 0.7 }, offered(lines), legs);
    const both = quote('AWin,ALine');
    const withTotal = quote('AWin,ALine,TotalOver');
    if (!('dividend' in both) || !('dividend' in withTotal)) throw new Error('refused');
    const h2h = lines.markets.find((s) => s.bet_type === 'AWin')!.dividend;
    const line = lines.markets.find((s) => s.bet_type === 'ALine')!.dividend;
    // Covering the line all but implies winning: the pair prices near the line alone, far below the product.
    expect(both.dividend).toBeLessThan(h2h * line);
    expect(withTotal.dividend).toBeGreaterThan(both.dividend);
  });
});
