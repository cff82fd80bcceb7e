import { describe, expect, it } from 'vitest';
import type { Competition, Match } from '../types';
import { applyMatchUpdate } from './apply-match-update';

const match = (event_id: number, dividend = 1.5): Match =>
  ({
    event_id,
    event_name: `Match ${event_id}`,
    match_status: 'Open',
    result_string: null,
    submarkets: [{ market_name: 'Head to Head', selections: [{ bet_type: 'AWin', selection_name: 'A', dividend }] }],
  }) as Match;

describe('live match events update the cached matches', () => {
  it('merges the changed fields into the one match with that event id', () => {
    const update = { kind: 'match', event_id: 2, match_status: 'Final' as const, result_string: 'A 3 - 1 B' };
    const list = [match(1), match(2)];
    const next = applyMatchUpdate(list, update);
    expect(next[1]).toMatchObject({ event_id: 2, match_status: 'Final', result_string: 'A 3 - 1 B' });
    expect(next[1]).not.toHaveProperty('kind');
    expect(next[0]).toBe(list[0]);
  });

  it('replaces the prices when the event carries markets', () => {
    const submarkets = match(1, 1.8).submarkets;
    expect(applyMatchUpdate(match(1), { event_id: '1', submarkets }).submarkets[0]!.selections[0]!.dividend).toBe(1.8);
  });

  it("reaches a competition's matches and leaves other data untouched", () => {
    const competition = { competition_id: 9, matches: [match(1)] } as Competition;
    expect(applyMatchUpdate(competition, { event_id: 1, match_status: 'Closed' }).matches[0]!.match_status).toBe(
      'Closed',
    );
    expect(applyMatchUpdate(competition, { event_id: 5, match_status: 'Closed' })).toBe(competition);
    const nav = [{ sport_code: 'AFL', competitions: [] }];
    expect(applyMatchUpdate(nav, { event_id: 1 })).toBe(nav);
  });
});
