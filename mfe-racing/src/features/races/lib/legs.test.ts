import { describe, expect, it } from 'vitest';
import { exoticCombinations, legIdFor, normaliseLeg } from '@wagering/shared/betslip';
import { race, runner } from '../../../test/races';
import { eachWayLeg, exoticLeg, quadrellaLeg, sameRaceMultiLeg, sameRaceMultiSelections, winPlaceLeg } from './legs';

const idOf = (leg: Parameters<typeof normaliseLeg>[0]) => normaliseLeg(leg).leg_id;

describe('racing legs', () => {
  it('leg_id hashes race type, event, selections and special type: the same pick gets the same id', () => {
    const r = race();
    const a = winPlaceLeg(r, runner(3), 'FWIN');
    expect(idOf(a)).toBe(
      legIdFor({ race_type: 'T', event_id: 101, selections: [3], special_type: null, bet_type: 'Win' }),
    );
    expect(idOf(winPlaceLeg(r, { ...runner(3), odds: { FWIN: 9 } }, 'FWIN'))).toBe(idOf(a));
    expect(idOf(winPlaceLeg(r, runner(4), 'FWIN'))).not.toBe(idOf(a));
    expect(idOf(winPlaceLeg(race({ event_id: 102 }), runner(3), 'FWIN'))).not.toBe(idOf(a));
    expect(idOf(winPlaceLeg(r, runner(3), 'TF'))).not.toBe(idOf(a));
  });

  it('a win/place pick carries its leg fields: bet type, product, price and runner', () => {
    const leg = winPlaceLeg(race(), runner(2), 'FPLC');
    expect(leg).toMatchObject({
      event_id: 101,
      event_name: 'Flemington R3',
      race_number: 3,
      race_type: 'T',
      bet_type: 'Place',
      special_type: null,
      selections: [2],
      selection_name: 'Runner 2',
      saddle_number: 2,
      dividend_code: 'FPLC',
      requested_dividend: 1.5,
      event_status: 'Open',
    });
    expect(leg.runner_products).toContainEqual({ special_type: 'TF', short_description: 'TF' });
    expect(winPlaceLeg(race(), runner(2), 'TF')).toMatchObject({ bet_type: 'Win', special_type: 'TF' });
  });

  it('an each-way pick is an EachWay leg whose total is twice the stake', () => {
    const leg = normaliseLeg({ ...eachWayLeg(race(), runner(1)), bet_amount: 5 });
    expect(leg).toMatchObject({
      bet_type: 'EachWay',
      total_amount: 10,
      eachway_available: true,
      eachway_dividend: 1.5,
    });
  });

  it('exotics: boxed picks are one group, the others one group per position', () => {
    const boxed = exoticLeg(race(), 'Trifecta', true, [[4, 1], [2], []]);
    expect(boxed).toMatchObject({ bet_type: 'Exotic', special_type: 'BoxTrifecta', selections: [1, 2, 4] });
    expect(exoticCombinations(boxed.special_type, boxed.selections)).toBe(6);
    const standard = exoticLeg(race(), 'Exacta', false, [[1], [2, 3]]);
    expect(standard).toMatchObject({ special_type: 'Exacta', selections: [[1], [2, 3]] });
    expect(exoticCombinations(standard.special_type, standard.selections)).toBe(2);
    expect(exoticLeg(race(), 'Quinella', false, [[3, 1], []]).selections).toEqual([1, 3]);
    expect(idOf(exoticLeg(race(), 'Trifecta', true, [[1, 2, 4]]))).not.toBe(
      idOf(exoticLeg(race(), 'Trifecta', false, [[1], [2], [4]])),
    );
  });

  it('same-race-multi: WIN, TOP2, TOP3, TOP4 picks as saddle:code pairs at the quoted price', () => {
    const picks = [
      { saddle_number: 5, dividend_code: 'PTOP2' },
      { saddle_number: 3, dividend_code: 'FWIN' },
    ];
    expect(sameRaceMultiSelections(picks)).toBe('3:FWIN,5:PTOP2');
    expect(sameRaceMultiLeg(race(), picks, 7.25)).toMatchObject({
      bet_type: 'Exotic',
      special_type: 'SameRaceMulti',
      selections: ['3:FWIN', '5:PTOP2'],
      requested_dividend: 7.25,
      selection_name: '3. Runner 3 to win, 5. Runner 5 top 2',
    });
  });

  it('a quadrella takes one group per race across four races', () => {
    const legs = [1, 2, 3, 4].map((n) => race({ event_id: 200 + n, race_number: 5 + n }));
    const leg = quadrellaLeg(legs, [[2, 1], [3], [4], [5, 6]]);
    expect(leg).toMatchObject({ event_id: 201, special_type: 'Quadrella', selections: [[1, 2], [3], [4], [5, 6]] });
    expect(exoticCombinations(leg.special_type, leg.selections)).toBe(4);
  });
});
