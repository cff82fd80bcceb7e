import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { betKindName, describeBet, describeLeg, raceName, SPECIAL_TYPE_NAMES } from './describe-bet';
import { formatPrice } from './numbers';

describe('bets in the punter’s words (issue 22 item 6)', () => {
  it('a box trifecta reads "Box Trifecta 1, 2, 3", never "BoxTrifecta 1,2,3"', () =>
    expect(describeLeg({ bet_type: 'Exotic', special_type: 'BoxTrifecta', selections: '1,2,3' })).toBe(
      'Box Trifecta 1, 2, 3',
    ));

  it('a same race multi reads "Same Race Multi: 1 Win, 2 Top 2", never "1:FWIN,2:PTOP2"', () =>
    expect(describeLeg({ bet_type: 'Exotic', special_type: 'SameRaceMulti', selections: '1:FWIN,2:PTOP2' })).toBe(
      'Same Race Multi: 1 Win, 2 Top 2',
    ));

  it('a positional exotic keeps its positions: "Exacta 1 / 2, 3"', () => {
    expect(describeLeg({ bet_type: 'Exotic', special_type: 'Exacta', selections: '1/2,3' })).toBe('Exacta 1 / 2, 3');
    expect(describeLeg({ bet_type: 'Exotic', special_type: 'Exacta', selections: '1, 2/3/ 4' })).toBe(
      'Exacta 1, 2 / 3 / 4',
    );
  });

  it('an exotic and a same race multi name their runners beside their numbers (issue 36 item 2)', () => {
    const runners = { '1': 'Fast Horse', '2': 'Slow Horse', '3': 'Third Horse' };
    expect(describeLeg({ bet_type: 'Exotic', special_type: 'Quinella', selections: '1,2', runners })).toBe(
      'Quinella 1. Fast Horse, 2. Slow Horse',
    );
    expect(describeLeg({ bet_type: 'Exotic', special_type: 'Exacta', selections: '1/2,3', runners })).toBe(
      'Exacta 1. Fast Horse / 2. Slow Horse, 3. Third Horse',
    );
    expect(
      describeLeg({ bet_type: 'Exotic', special_type: 'SameRaceMulti', selections: '1:FWIN,2:PTOP2', runners }),
    ).toBe('Same Race Multi: 1. Fast Horse Win, 2. Slow Horse Top 2');
    const quaddie = ['1,2', '3'].map((selections, i) => ({
      bet_type: 'Exotic',
      special_type: 'Quadrella',
      selections,
      runners: i === 0 ? runners : { '3': 'Other Race Horse' },
    }));
    expect(describeBet({ bet_kind: 'single', bet_type: 'Exotic', legs: quaddie })).toBe(
      'Quadrella 1. Fast Horse, 2. Slow Horse / 3. Other Race Horse',
    );
    // A runner whose name is not known keeps its number.
    expect(describeLeg({ bet_type: 'Exotic', special_type: 'Quinella', selections: '1,4', runners })).toBe(
      'Quinella 1. Fast Horse, 4',
    );
  });

  it('a runner reads with its saddle number, name and product', () =>
    expect(describeLeg({ bet_type: 'FWIN', selections: '4', runner_name: 'Fast Horse' })).toBe(
      '4. Fast Horse · Fixed Win',
    ));

  it('a sports selection reads with its market', () => {
    expect(describeLeg({ bet_type: 'AWin', selections: 'Adelaide', is_sport: true })).toBe('Adelaide · Head to Head');
    expect(describeLeg({ bet_type: 'TotalOver', selections: 'Over 170.5', is_sport: true })).toBe('Over 170.5 · Total');
    expect(describeLeg({ bet_type: 'SomethingNew', selections: '4' })).toBe('4 · Something New');
  });

  it('a race is named once: "Doomben R2", never "R2 Doomben R2"', () => {
    expect(raceName('Doomben R2', 2)).toBe('Doomben R2');
    expect(raceName('Doomben', 2)).toBe('Doomben R2');
    expect(raceName('Doomben R12', 2)).toBe('Doomben R12 R2');
  });

  it('a price is never money: 85 → "85.00"', () => {
    expect(formatPrice(85)).toBe('85.00');
    fc.assert(fc.property(fc.double({ min: 1.01, max: 99_999, noNaN: true }), (d) => !formatPrice(d).includes('$')));
  });

  it('bet kinds: "2-leg Multi", "Double", "Treble", "4-Fold"', () =>
    expect([betKindName('multi', 2), ...[2, 3, 4].map((n) => betKindName('parlay', n))]).toEqual([
      '2-leg Multi',
      'Double',
      'Treble',
      '4-Fold',
    ]));

  it('no exotic or same race multi description ever shows a code or an unspaced list', () => {
    const saddle = fc.integer({ min: 1, max: 24 });
    const srm = fc.array(fc.tuple(saddle, fc.constantFrom('FWIN', 'PTOP2', 'PTOP3', 'PTOP4')), {
      minLength: 2,
      maxLength: 4,
    });
    fc.assert(
      fc.property(srm, (picks) => {
        const selections = picks.map(([s, c]) => `${s}:${c}`).join(',');
        const text = describeLeg({ bet_type: 'Exotic', special_type: 'SameRaceMulti', selections });
        return text.startsWith('Same Race Multi: ') && !/FWIN|PTOP|:|,\S/.test(text.slice('Same Race Multi: '.length));
      }),
    );
    const exotic = fc.tuple(
      fc.constantFrom(...Object.keys(SPECIAL_TYPE_NAMES).filter((k) => k !== 'SameRaceMulti' && k !== 'SameGameMulti')),
      fc.array(fc.array(saddle, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 4 }),
    );
    fc.assert(
      fc.property(exotic, ([special, groups]) => {
        const selections = groups.map((g) => g.join(',')).join('/');
        const text = describeLeg({ bet_type: 'Exotic', special_type: special, selections });
        return text.startsWith(SPECIAL_TYPE_NAMES[special]) && !/,\S|\S\/|\/\S/.test(text);
      }),
    );
  });

  it('a same-game multi reads as its selections; its stored legs as their markets', () => {
    const legs = [
      { bet_type: 'AWin', selections: 'Adelaide' },
      { bet_type: 'TotalOver', selections: 'Over 170.5' },
    ];
    expect(describeBet({ bet_kind: 'single', bet_type: 'SameGameMulti', special_type: 'SameGameMulti', legs })).toBe(
      'Same Game Multi: Adelaide, Over 170.5',
    );
    expect(legs.map(describeLeg)).toEqual(['Adelaide · Head to Head', 'Over 170.5 · Total']);
  });

  it('a placed bet’s headline: single, each way, quadrella, multi and parlay', () => {
    const win = { bet_type: 'FWIN', selections: '4', runner_name: 'Fast Horse' };
    expect(describeBet({ bet_kind: 'single', bet_type: 'EachWay', legs: [win, { ...win, bet_type: 'FPLC' }] })).toBe(
      '4. Fast Horse · Each Way',
    );
    const quaddie = ['1,2', '3', '4', '5'].map((selections) => ({
      bet_type: 'Exotic',
      special_type: 'Quadrella',
      selections,
    }));
    expect(describeBet({ bet_kind: 'single', bet_type: 'Exotic', legs: quaddie })).toBe('Quadrella 1, 2 / 3 / 4 / 5');
    expect(describeBet({ bet_kind: 'multi', bet_type: 'Multi', legs: [win, win, win] })).toBe('3-leg Multi');
    expect(describeBet({ bet_kind: 'parlay', bet_type: 'Parlay', legs: [win, win] })).toBe('Double');
  });
});
