import { describe, expect, it } from 'vitest';
import { settle, type MatchOutcome, type Outcome, type RaceOutcome } from './rules';
import type { StoredBet } from '../betting/schemas';
import { cents } from '@wagering/contract/money';

const race = (over: Partial<RaceOutcome> = {}): RaceOutcome => ({
  kind: 'race',
  status: 'Final',
  order: [3, 1, 4, 2, 5, 6, 7, 8],
  scratched: [],
  dividends: [
    { dividend_code: 'WTX', selections: '3', value: 4.2 },
    { dividend_code: 'Exacta', selections: '3-1', value: 12.5 },
    { dividend_code: 'Quinella', selections: '3-1', value: 6.1 },
    { dividend_code: 'Trifecta', selections: '3-1-4', value: 40 },
  ],
  topFluc: { 3: 5 },
  ...over,
});
const single = (bet_type: string, selections: string, stake = 1000, extra: Partial<StoredBet> = {}): StoredBet => ({
  bet_kind: 'single',
  bet_type,
  special_type: null,
  stake_cents: cents(stake),
  is_free_bet: false,
  dividend: 3.5,
  legs: [{ is_sport: false, event_id: 1, bet_type, special_type: null, selections, dividend: 3.5 }],
  ...extra,
});
const outcomes = (o: Outcome, more: [number, Outcome][] = []) => new Map<number, Outcome>([[1, o], ...more]);

describe('settlement rules', () => {
  it('win pays the price taken; tote the final dividend; TF the top fluctuation', () => {
    expect(settle(single('FWIN', '3'), outcomes(race()))).toMatchObject({ status: 'Return_Of', return_cents: 3500 });
    expect(settle(single('FWIN', '1'), outcomes(race()))).toMatchObject({ status: 'No_Return', return_cents: 0 });
    expect(settle(single('WTX', '3', 1000, { dividend: null }), outcomes(race()))!.return_cents).toBe(4200);
    expect(settle(single('TF', '3', 1000, { dividend: null }), outcomes(race()))!.return_cents).toBe(5000);
  });

  it('place pays by field size: third place pays with 8 starters, not with 7', () => {
    expect(settle(single('FPLC', '4'), outcomes(race()))!.status).toBe('Return_Of');
    expect(settle(single('FPLC', '4'), outcomes(race({ order: [3, 1, 4, 2, 5, 6, 7] })))!.status).toBe('No_Return');
    expect(settle(single('FPLC', '4'), outcomes(race({ order: [3, 1, 4, 2] })))!.status).toBe('Cancelled');
  });

  it('each-way: half on win, half on place', () => {
    const bet = single('EachWay', '1', 2000);
    bet.legs = [
      { is_sport: false, event_id: 1, bet_type: 'FWIN', special_type: null, selections: '1', dividend: 6 },
      { is_sport: false, event_id: 1, bet_type: 'FPLC', special_type: null, selections: '1', dividend: 2 },
    ];
    expect(settle(bet, outcomes(race()))).toMatchObject({
      status: 'Return_Of',
      return_cents: 2000,
      leg_results: ['lost', 'won'],
    });
  });

  it('exotics: flexi unit per combination; combinations with a scratched runner are refunded', () => {
    const tri = single('Exotic', '3,1,4', 600, { special_type: 'BoxTrifecta', dividend: null });
    expect(settle(tri, outcomes(race()))!.return_cents).toBe(4000);
    const withScratched = single('Exotic', '3,9', 200, { special_type: 'BoxExacta', dividend: null });
    expect(settle(withScratched, outcomes(race({ scratched: [9] })))).toMatchObject({
      status: 'Cancelled',
      return_cents: 200,
    });
  });

  it('abandoned = refund, and a refunded bonus bet goes back to bonus', () => {
    expect(settle(single('FWIN', '3'), outcomes(race({ status: 'Abandoned' })))).toMatchObject({
      status: 'Cancelled',
      return_cents: 1000,
    });
    expect(
      settle(single('FWIN', '3', 1000, { is_free_bet: true }), outcomes(race({ status: 'Abandoned' }))),
    ).toMatchObject({ return_cents: 0, refund_to_bonus_cents: 1000 });
  });

  it('a bonus bet returns the profit only', () => {
    expect(settle(single('FWIN', '3', 1000, { is_free_bet: true }), outcomes(race()))).toMatchObject({
      return_cents: 2500,
      refund_to_bonus_cents: 0,
    });
  });

  it('multis with a scratched leg count it as 1; one lost leg loses the multi at once', () => {
    const multi: StoredBet = {
      bet_kind: 'multi',
      bet_type: 'M',
      special_type: null,
      stake_cents: cents(1000),
      is_free_bet: false,
      dividend: 7,
      legs: [
        { is_sport: false, event_id: 1, bet_type: 'FWIN', special_type: null, selections: '3', dividend: 3.5 },
        { is_sport: false, event_id: 2, bet_type: 'FWIN', special_type: null, selections: '5', dividend: 2 },
      ],
    };
    expect(settle(multi, outcomes(race(), [[2, race({ scratched: [5], order: [1, 2, 3] })]]))).toMatchObject({
      status: 'Return_Of',
      return_cents: 3500,
    });
    expect(settle(multi, outcomes(race(), [[2, race({ order: [5, 1, 2] })]]))).toMatchObject({ return_cents: 7000 });
    expect(settle(multi, new Map([[1, race({ order: [1, 3] })]]))).toMatchObject({ status: 'No_Return' });
    expect(settle(multi, new Map([[1, race()]]))).toBeNull();
  });

  it('sports legs settle on the score: line, margin and total', () => {
    const match = {
      kind: 'match' as const,
      status: 'Final' as const,
      score_a: 90,
      score_b: 80,
      team_a_line: -12.5,
      margin_one_high_value: 15,
      total_over: 165.5,
    };
    const sport = (bet_type: string) => ({
      ...single(bet_type, 'x', 1000, { dividend: 1.9 }),
      legs: [{ is_sport: true, event_id: 1, bet_type, special_type: null, selections: 'x', dividend: 1.9 }],
    });
    expect(settle(sport('AWin'), outcomes(match))!.return_cents).toBe(1900);
    expect(settle(sport('ALine'), outcomes(match))!.return_cents).toBe(0);
    expect(settle(sport('BLine'), outcomes(match))!.return_cents).toBe(1900);
    expect(settle(sport('AMgn1'), outcomes(match))!.return_cents).toBe(1900);
    expect(settle(sport('TotalOver'), outcomes(match))!.return_cents).toBe(1900);
  });

  it('same-race-multi: every selection in its position; a scratched selection refunds', () => {
    const srm = single('Exotic', '3:FWIN,4:PTOP3', 1000, { special_type: 'SameRaceMulti', dividend: 8 });
    expect(settle(srm, outcomes(race()))).toMatchObject({ status: 'Return_Of', return_cents: 8000 });
    expect(settle({ ...srm, legs: [{ ...srm.legs[0], selections: '3:FWIN,2:PTOP3' }] }, outcomes(race()))!.status).toBe(
      'No_Return',
    );
    expect(settle(srm, outcomes(race({ scratched: [4] })))!.status).toBe('Cancelled');
  });

  it('same-game multi: one price when every leg wins on the match; a lost leg loses it; abandoned refunds', () => {
    const match = (over: Partial<MatchOutcome> = {}): MatchOutcome => ({
      kind: 'match',
      status: 'Final',
      score_a: 90,
      score_b: 80,
      team_a_line: -5.5,
      margin_one_high_value: 15,
      total_over: 165.5,
      ...over,
    });
    const leg = (bet_type: string) => ({
      is_sport: true,
      event_id: 1,
      bet_type,
      special_type: null,
      selections: bet_type,
      dividend: null,
    });
    const sgm: StoredBet = {
      bet_kind: 'single',
      bet_type: 'SameGameMulti',
      special_type: 'SameGameMulti',
      stake_cents: cents(1000),
      is_free_bet: false,
      dividend: 4.6,
      legs: ['AWin', 'ALine', 'TotalOver'].map(leg),
    };
    expect(settle(sgm, outcomes(match()))).toMatchObject({
      status: 'Return_Of',
      return_cents: 4600,
      leg_results: ['won', 'won', 'won'],
    });
    expect(settle(sgm, outcomes(match({ score_b: 86 })))).toMatchObject({
      status: 'No_Return',
      return_cents: 0,
      leg_results: ['won', 'lost', 'won'],
    });
    expect(settle(sgm, outcomes(match({ status: 'Abandoned' })))).toMatchObject({
      status: 'Cancelled',
      return_cents: 1000,
    });
    // A whole-number line landing exactly: the price was for all three together, so the bet is refunded.
    expect(settle(sgm, outcomes(match({ team_a_line: -10 })))).toMatchObject({
      status: 'Cancelled',
      return_cents: 1000,
    });
    expect(settle(sgm, new Map())).toBeNull();
  });

  it("quadrella: each leg's winner among its selections pays stake / combinations × the dividend", () => {
    const legs = [1, 2, 3, 4].map((event_id) => ({
      is_sport: false,
      event_id,
      bet_type: 'Exotic',
      special_type: 'Quadrella',
      selections: event_id === 4 ? '3,5' : '3',
      dividend: null,
    }));
    const quad: StoredBet = {
      bet_kind: 'single',
      bet_type: 'Exotic',
      special_type: 'Quadrella',
      stake_cents: cents(200),
      is_free_bet: false,
      dividend: null,
      legs,
    };
    const withDividend = race({ dividends: [{ dividend_code: 'Quadrella', selections: '3/3/3/3', value: 250 }] });
    const all = new Map<number, Outcome>([
      [1, race()],
      [2, race()],
      [3, race()],
      [4, withDividend],
    ]);
    expect(settle(quad, all)).toMatchObject({ status: 'Return_Of', return_cents: 25000 });
    expect(settle(quad, new Map<number, Outcome>([[1, race({ order: [1, 3] })]]))!.status).toBe('No_Return');
  });
});
