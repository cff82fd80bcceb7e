import { describe, expect, it } from 'vitest';
import { estimatedReturn, totalStake } from './totals';
import { multi, racingLeg } from '@wagering/testing/betslip';
import type { ParlayOption } from './types';

const combo = (count: number, amount: number, dividend = 4): ParlayOption => ({
  label: 'Doubles',
  legCount: 2,
  combinations: Array.from({ length: count }, (_, i) => [`a${i}`, `b${i}`]),
  amount,
  dividend,
});

describe('Total stake', () => {
  it('sum of legs plus the multi amount plus, for each parlay combo, combinations times amount', () => {
    const slip = {
      legs: [racingLeg({ bet_amount: 10 }), racingLeg({ event_id: 2, bet_amount: 5.5 })],
      multi: multi({ multi_bet_amount: 2 }),
      parlayCombos: [combo(3, 1.5)],
    };
    expect(totalStake(slip)).toBe(22);
  });
  it('exotic non-same-race-multi legs use total_amount', () => {
    const exotic = racingLeg({ bet_type: 'Exotic', special_type: 'Trifecta', bet_amount: 1, total_amount: 6 });
    const srm = racingLeg({
      event_id: 2,
      bet_type: 'Exotic',
      special_type: 'SameRaceMulti',
      bet_amount: 4,
      total_amount: 99,
    });
    expect(totalStake({ legs: [exotic, srm], multi: multi(), parlayCombos: [] })).toBe(10);
  });
  it('An each-way stake counts double', () => {
    expect(
      totalStake({ legs: [racingLeg({ bet_type: 'EachWay', bet_amount: 5 })], multi: multi(), parlayCombos: [] }),
    ).toBe(10);
  });
  it('rounded to 2 decimals', () => {
    const legs = [racingLeg({ bet_amount: 0.1 }), racingLeg({ event_id: 2, bet_amount: 0.2 })];
    expect(totalStake({ legs, multi: multi(), parlayCombos: [] })).toBe(0.3);
  });
});

describe('Estimated return', () => {
  const none = { multi: multi(), parlayCombos: [] };
  it('Win: stake times dividend', () => {
    expect(estimatedReturn({ legs: [racingLeg({ bet_amount: 10, requested_dividend: 2.5 })], ...none })).toBe(25);
  });
  it('Free bet: profit only (stake times dividend minus stake)', () => {
    expect(
      estimatedReturn({ legs: [racingLeg({ bet_amount: 10, requested_dividend: 2.5, is_free_bet: true })], ...none }),
    ).toBe(15);
  });
  it('Boost: uses the boosted dividend', () => {
    const leg = racingLeg({
      bet_amount: 10,
      requested_dividend: 2.5,
      boost: [{ boosted_dividend: 3 }],
      boost_mode: true,
    });
    expect(estimatedReturn({ legs: [leg], ...none })).toBe(30);
  });
  it('Each-way: adds the each-way dividend part', () => {
    const leg = racingLeg({ bet_type: 'EachWay', bet_amount: 10, requested_dividend: 5, eachway_dividend: 1.8 });
    expect(estimatedReturn({ legs: [leg], ...none })).toBe(68);
  });
  it('Exotic: uses the total amount', () => {
    const leg = racingLeg({
      bet_type: 'Exotic',
      special_type: 'Quinella',
      bet_amount: 1,
      total_amount: 4,
      requested_dividend: 12,
    });
    expect(estimatedReturn({ legs: [leg], ...none })).toBe(48);
  });
  it('the multi pays its dividend (boosted when boosted) and parlays pay amount times combo dividend', () => {
    const slip = {
      legs: [],
      multi: multi({
        multi_bet_amount: 5,
        multi_dividend: 10,
        multi_boost: { boosted_dividend: 12 },
        boost_mode: true,
      }),
      parlayCombos: [combo(3, 2, 11)],
    };
    expect(estimatedReturn(slip)).toBe(60 + 22);
  });
});
