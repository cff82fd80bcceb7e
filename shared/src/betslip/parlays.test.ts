import { describe, expect, it } from 'vitest';
import { parlayOptions } from './parlays';
import { racingLeg as anyLeg } from '@wagering/testing/betslip';
import type { NewLeg } from './types';

/** A fixed-price win pick (the kind a multi or parlay takes) unless told otherwise. */
const racingLeg = (overrides: Partial<NewLeg> = {}) => anyLeg({ dividend_code: 'FWIN', ...overrides });

const legs = (n: number) => Array.from({ length: n }, (_, i) => racingLeg({ event_id: i + 1, requested_dividend: 2 }));

describe('parlays', () => {
  it('Parlays need at least 3 legs', () => {
    expect(parlayOptions(legs(2))).toEqual([]);
    expect(parlayOptions(legs(3)).map((o) => o.label)).toEqual(['Doubles']);
  });

  it('None are offered if any leg has bet type TotalOver, TotalUnder, ALine, BLine, AMgn1, BMgn1, AMgn2 or BMgn2, or market type C', () => {
    for (const bet_type of ['TotalOver', 'TotalUnder', 'ALine', 'BLine', 'AMgn1', 'BMgn1', 'AMgn2', 'BMgn2']) {
      expect(parlayOptions([...legs(3), racingLeg({ event_id: 99, bet_type })])).toEqual([]);
    }
    expect(parlayOptions([...legs(3), racingLeg({ event_id: 99, market_type: 'C' })])).toEqual([]);
    expect(parlayOptions(legs(4))).not.toEqual([]);
  });

  it('Labels by leg count: 2 Doubles, 3 Trebles, 4 Four Picks, and so on', () => {
    expect(parlayOptions(legs(5)).map((o) => o.label)).toEqual(['Doubles', 'Trebles', 'Four Picks']);
  });

  it('Only combos with more than 1 combination are kept', () => {
    expect(parlayOptions(legs(4)).map((o) => [o.label, o.combinations.length])).toEqual([
      ['Doubles', 6],
      ['Trebles', 4],
    ]);
  });

  it('If there are 4 or more, only the last (largest) is kept', () => {
    const options = parlayOptions(legs(6));
    expect(options.map((o) => o.label)).toEqual(['Five Picks']);
    expect(options[0].combinations).toHaveLength(6);
  });

  it('up to 10 Ten Picks', () => {
    expect(parlayOptions(legs(11)).map((o) => o.label)).toEqual(['Ten Picks']);
    expect(parlayOptions(legs(12)).map((o) => [o.label, o.combinations.length])).toEqual([['Ten Picks', 66]]);
  });

  it('an option of more than 1000 combinations is not offered (our bound), so a long slip stays fast', () => {
    expect(parlayOptions(legs(13)).map((o) => [o.label, o.combinations.length])).toEqual([['Ten Picks', 286]]);
    expect(parlayOptions(legs(14))).toEqual([]); // Ten Picks of 14 legs is 1001 combinations
    expect(parlayOptions(legs(40))).toEqual([]);
  });

  it('The combo dividend is the sum, over all leg subsets, of the product of requested dividends (default 1)', () => {
    const [a, b, c] = [
      racingLeg({ event_id: 1, requested_dividend: 2 }),
      racingLeg({ event_id: 2, requested_dividend: 3 }),
      racingLeg({ event_id: 3, requested_dividend: 0 }),
    ];
    // doubles: a*b + a*c + b*c with c's missing dividend counted as 1 → 6 + 2 + 3
    expect(parlayOptions([a, b, c])[0]).toMatchObject({ label: 'Doubles', dividend: 11, amount: 0 });
  });

  it('combinations list the leg_ids of each combination', () => {
    const three = legs(3);
    expect(parlayOptions(three)[0].combinations).toEqual([
      [three[0].leg_id, three[1].leg_id],
      [three[0].leg_id, three[2].leg_id],
      [three[1].leg_id, three[2].leg_id],
    ]);
  });
});

describe('parlays obey the rules of combination', () => {
  it('Doubles on runners of one race are never offered: a combination takes legs of different events', () => {
    const sameRace = [1, 2, 3].map((saddle) => racingLeg({ event_id: 7, selections: [saddle], requested_dividend: 2 }));
    expect(parlayOptions(sameRace)).toEqual([]);
  });

  it('a slip with two legs of one race offers only the combinations across races', () => {
    const [a, b] = [1, 2].map((saddle) => racingLeg({ event_id: 7, selections: [saddle] }));
    const c = racingLeg({ event_id: 8 });
    const d = racingLeg({ event_id: 9 });
    const options = parlayOptions([a, b, c, d]);
    expect(options.map((o) => [o.label, o.combinations.length])).toEqual([
      ['Doubles', 5],
      ['Trebles', 2],
    ]);
    for (const option of options)
      for (const combination of option.combinations)
        expect(combination.includes(a.leg_id) && combination.includes(b.leg_id)).toBe(false);
  });

  it('place, each-way and exotic legs join no combination', () => {
    const fixedWins = [1, 2, 3].map((event_id) => racingLeg({ event_id }));
    const place = racingLeg({ event_id: 4, bet_type: 'Place', dividend_code: 'FPLC' });
    const options = parlayOptions([...fixedWins, place]);
    expect(options.map((o) => o.label)).toEqual(['Doubles']);
    expect(options.flatMap((o) => o.combinations).flat()).not.toContain(place.leg_id);
  });
});
