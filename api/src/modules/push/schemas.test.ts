import { describe, expect, it } from 'vitest';
import { liveFrameProblems } from '../../../test/live-event-schemas';
import { liveFrame, type LiveEvent } from '../live-events/publish';
import { cents } from '@wagering/contract/money';

const odds: LiveEvent = {
  kind: 'odds',
  event_id: 7,
  race_id: 7,
  runners: [{ saddle_number: 3, is_eliminated: true, odds: {} }],
  published_at: 1_700_000_000_000,
};

describe('the live events and their schemas', () => {
  it('a published event becomes its frame: the event name and the data, never the punter', () => {
    const { kind: _kind, ...data } = odds;
    expect(liveFrame(odds)).toEqual({ kind: 'odds', data });
    expect(
      liveFrame({ kind: 'balance', userId: 'u1', cash_cents: cents(500), bonus_cents: cents(0), entry_id: 4 }),
    ).toEqual({
      kind: 'balance',
      data: { cash_cents: 500, bonus_cents: 0, entry_id: 4 },
    });
    const notice = {
      id: 'W1',
      event_description: 'Flemington R1',
      outcome: 'Won',
      status: 'Return_Of',
      balance_effect: '+$5.00',
      type: 'Bet' as const,
    };
    expect(liveFrame({ kind: 'notification', userId: 'u1', event: notice })).toEqual({
      kind: 'notification',
      data: notice,
    });
    expect(liveFrame({ kind: 'sessions-ended', userId: 'u1', sessions: ['s1'] })).toBeUndefined();
  });

  it("takes a scratched runner's odds frame and refuses one that drifted from its schema", () => {
    const { kind, data } = liveFrame(odds)!;
    expect(liveFrameProblems(kind, data)).toBeUndefined();
    // A runner without is_eliminated (what the client's hand-written type once described), a field never declared,
    // a status the race has no word for, an event name with no schema.
    expect(liveFrameProblems('odds', { ...data, runners: [{ saddle_number: 3, odds: {} }] })).toMatch(/is_eliminated/);
    expect(liveFrameProblems('match', { event_id: 1, match_status: 'Final', result_string: null, score_a: 2 })).toMatch(
      /additional properties/,
    );
    expect(
      liveFrameProblems('race', {
        meeting_id: 1,
        event_id: 2,
        race_id: 2,
        race_status: 'Running',
        jumps_in_sec: 0,
        result_string: null,
      }),
    ).toMatch(/allowed values/);
    expect(liveFrameProblems('scores', {})).toMatch(/no schema/);
  });
});
