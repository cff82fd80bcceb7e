import { describe, expect, it } from 'vitest';
import { legIdFor } from '@wagering/shared/betslip';
import type { Match } from '../types';
import { headToHead, legForSelection, marketTypeOf, orderedMarkets, splitByResult } from './market-leg';

const match: Match = {
  event_id: 20414001,
  event_name: 'Collingwood v Carlton',
  sport_code: 'AFL',
  sport_name: 'AFL',
  competition_id: 1,
  competition_name: 'AFL Premiership',
  round_name: 'Round 1',
  team_a: 'Collingwood',
  team_b: 'Carlton',
  match_starting_date: '2026-11-23T08:00:00.000Z',
  match_location: 'MCG, Melbourne',
  comment: '',
  is_group_of_event: false,
  match_status: 'Open',
  team_a_line: -6.5,
  margin_one_low_value: 1,
  margin_one_high_value: 15,
  total_over: 170.5,
  score_a: null,
  score_b: null,
  result_string: null,
  submarkets: [
    { market_name: 'Total', selections: [{ bet_type: 'TotalOver', selection_name: 'Over 170.5', dividend: 1.9 }] },
    { market_name: 'Line', selections: [{ bet_type: 'ALine', selection_name: 'Collingwood -6.5', dividend: 1.9 }] },
    {
      market_name: 'Head to Head',
      selections: [
        { bet_type: 'AWin', selection_name: 'Collingwood', dividend: 1.65 },
        { bet_type: 'BWin', selection_name: 'Carlton', dividend: 2.25 },
      ],
    },
    { market_name: 'Margin', selections: [{ bet_type: 'AMgn1', selection_name: 'Collingwood 1-15', dividend: 3.1 }] },
  ],
};

describe('a match price becomes a sports leg of the shared betslip', () => {
  it('is a sport leg with sport_code, selection_name, bet_type and the price as requested dividend', () => {
    const leg = legForSelection(match, { bet_type: 'AWin', selection_name: 'Collingwood', dividend: 1.65 });
    expect(leg).toMatchObject({
      is_sport: true,
      sport_code: 'AFL',
      event_id: 20414001,
      event_name: 'Collingwood v Carlton',
      bet_type: 'AWin',
      selection_name: 'Collingwood',
      selections: ['Collingwood'],
      requested_dividend: 1.65,
      current_dividend: 1.65,
      event_status: 'Open',
    });
    expect(leg.market_type).toBeUndefined();
  });

  it('TotalOver, TotalUnder, ALine, BLine, AMgn1, BMgn1, AMgn2 and BMgn2 legs carry market type C', () => {
    for (const betType of ['TotalOver', 'TotalUnder', 'ALine', 'BLine', 'AMgn1', 'BMgn1', 'AMgn2', 'BMgn2']) {
      expect(marketTypeOf(betType)).toBe('C');
      expect(legForSelection(match, { bet_type: betType, selection_name: 'x', dividend: 1.9 }).market_type).toBe('C');
    }
    expect(marketTypeOf('Draw')).toBeUndefined();
  });

  it('leg_id hashes sport code, event, selection name and bet type: the same price gives the same leg', () => {
    const a = legForSelection(match, { bet_type: 'ALine', selection_name: 'Collingwood -6.5', dividend: 1.9 });
    const again = legForSelection(match, { bet_type: 'ALine', selection_name: 'Collingwood -6.5', dividend: 1.95 });
    const other = legForSelection(match, { bet_type: 'BLine', selection_name: 'Carlton +6.5', dividend: 1.9 });
    expect(legIdFor(a)).toBe(legIdFor(again));
    expect(legIdFor(a)).not.toBe(legIdFor(other));
  });

  it('shows head to head first, then line, margin and total', () => {
    expect(orderedMarkets(match).map((m) => m.market_name)).toEqual(['Head to Head', 'Line', 'Margin', 'Total']);
    expect(headToHead(match).map((s) => s.bet_type)).toEqual(['AWin', 'BWin']);
  });
});

describe('finished matches leave the upcoming list (issue 22)', () => {
  it('splits a competition into matches still open for betting and results, the latest result first', () => {
    const at = (event_id: number, match_status: Match['match_status'], day: number) => ({
      ...match,
      event_id,
      match_status,
      match_starting_date: `2026-11-${day}T08:00:00.000Z`,
    });
    const { upcoming, results } = splitByResult([
      at(1, 'Final', 21),
      at(2, 'Final', 22),
      at(3, 'Open', 24),
      at(4, 'Abandoned', 20),
      at(5, 'Open', 23),
      at(6, 'Closed', 22),
    ]);
    expect(upcoming.map((m) => m.event_id)).toEqual([3, 5]);
    expect(results.map((m) => m.event_id)).toEqual([2, 6, 1, 4]);
  });
});
