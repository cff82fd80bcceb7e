import { describe, expect, it } from 'vitest';
import { isEachWayOffered, normaliseLeg, type NewLeg } from '@wagering/shared/betslip';
import { betTypeLabel, exoticPicks } from './leg-text';

const leg = (over: Partial<NewLeg>) =>
  normaliseLeg({ event_id: 1, bet_type: 'Win', selections: [3], dividend_code: 'FWIN', ...over });

describe('the slip says what the bet is', () => {
  it('bet types in words, never internal codes', () => {
    expect(betTypeLabel(leg({}))).toBe('Fixed Win');
    expect(betTypeLabel(leg({ bet_type: 'Place', dividend_code: 'FPLC' }))).toBe('Fixed Place');
    expect(betTypeLabel(leg({ bet_type: 'Place', dividend_code: 'VICPlc' }))).toBe('VIC Tote Place');
    expect(betTypeLabel(leg({ bet_type: 'EachWay', dividend_code: 'EachWay' }))).toBe('Each Way');
    expect(betTypeLabel(leg({ bet_type: 'Exotic', special_type: 'BoxTrifecta', selections: [1, 2, 3] }))).toBe(
      'Box Trifecta',
    );
    expect(betTypeLabel(leg({ bet_type: 'Exotic', special_type: 'SameRaceMulti', selections: ['3:FWIN'] }))).toBe(
      'Same Race Multi',
    );
    expect(
      betTypeLabel(leg({ is_sport: true, bet_type: 'AWin', selections: ['Lions'], dividend_code: undefined })),
    ).toBe('Head to Head');
    expect(betTypeLabel(leg({ is_sport: true, bet_type: 'TotalOver', selections: ['Over 160.5'] }))).toBe('Total');
  });

  it('each-way is offered on a fixed win leg only, never on a place bet', () => {
    const offer = { eachway_available: true, eachway_dividend: 1.6 };
    expect(isEachWayOffered(leg(offer))).toBe(true);
    expect(isEachWayOffered(leg({ ...offer, bet_type: 'Place', dividend_code: 'FPLC' }))).toBe(false);
    expect(isEachWayOffered(leg({ ...offer, dividend_code: 'VICWin' }))).toBe(false);
    expect(isEachWayOffered(leg({ ...offer, bet_type: 'EachWay', dividend_code: 'EachWay' }))).toBe(true);
  });

  it('an exotic names its picks beside their numbers (issue 36 item 2: it read "Picks: 1, 2")', () => {
    const runners = { '1': 'Fast Horse', '2': 'Slow Horse', '3': 'Third Horse' };
    expect(exoticPicks(leg({ bet_type: 'Exotic', special_type: 'Quinella', selections: [1, 2], runners }))).toBe(
      '1. Fast Horse, 2. Slow Horse',
    );
    expect(exoticPicks(leg({ bet_type: 'Exotic', special_type: 'Exacta', selections: [[1], [2, 3]], runners }))).toBe(
      '1. Fast Horse / 2. Slow Horse, 3. Third Horse',
    );
  });
});
