import { describe, expect, it } from 'vitest';
import type { Match, MarketSelection } from '../../types';
import { offersSameGameMulti, pickProblem, sameGameMultiLeg, togglePick } from './same-game-multi-leg';

const sel = (bet_type: string, selection_name: string, dividend = 1.9): MarketSelection => ({
  bet_type,
  selection_name,
  dividend,
});
const h2h = [sel('AWin', 'Adelaide'), sel('BWin', 'Brisbane')];
const line = [sel('ALine', 'Adelaide -10.5'), sel('BLine', 'Brisbane +10.5')];
const total = [sel('TotalOver', 'Over 170.5'), sel('TotalUnder', 'Under 170.5')];
const match = {
  event_id: 7,
  event_name: 'Adelaide v Brisbane',
  sport_code: 'AFL',
  match_status: 'Open',
  team_a_line: -10.5,
  margin_one_high_value: 39,
  total_over: 170.5,
  submarkets: [
    { market_name: 'Head to Head', selections: h2h },
    { market_name: 'Line', selections: line },
    { market_name: 'Total', selections: total },
  ],
} as unknown as Match;

describe('same-game multi picks', () => {
  it('one pick per market: another of its market replaces it, the same one again takes it back', () => {
    let picks = togglePick([], h2h[0], h2h);
    picks = togglePick(picks, total[0], total);
    expect(picks.map((p) => p.bet_type)).toEqual(['AWin', 'TotalOver']);
    picks = togglePick(picks, h2h[1], h2h);
    expect(picks.map((p) => p.bet_type)).toEqual(['TotalOver', 'BWin']);
    expect(togglePick(picks, total[0], total).map((p) => p.bet_type)).toEqual(['BWin']);
  });

  it('says why picks cannot be priced yet: too few, or legs that cannot all win', () => {
    expect(pickProblem(match, [h2h[0]])).toMatch(/two or more/);
    expect(pickProblem(match, [h2h[1], line[0]])).toMatch(/cannot all win in one match/);
    expect(pickProblem(match, [h2h[0], line[1]])).toBeNull();
  });

  it('is offered on matches with lines; its slip leg carries the bet types and the picks’ names', () => {
    expect(offersSameGameMulti(match)).toBe(true);
    expect(offersSameGameMulti({ ...match, team_a_line: null, total_over: null })).toBe(false);
    // A match that has started or finished invites no picks.
    for (const match_status of ['Closed', 'Final', 'Abandoned'] as const)
      expect(offersSameGameMulti({ ...match, match_status }), match_status).toBe(false);
    expect(sameGameMultiLeg(match, [h2h[0], total[0]], 3.4)).toMatchObject({
      is_sport: true,
      event_id: 7,
      bet_type: 'SameGameMulti',
      special_type: 'SameGameMulti',
      selections: ['AWin', 'TotalOver'],
      selection_name: 'Adelaide, Over 170.5',
      requested_dividend: 3.4,
    });
  });
});
