import { describe, expect, it } from 'vitest';
import { race, runner } from '../../../test/races';
import { applyOdds, applyRaceUpdate, patchRaces } from './live-patch';
import type { OddsUpdate } from '@wagering/shared/api';
import type { Meeting } from '../types';

describe('live updates', () => {
  it('patches a race wherever it sits in cached data, leaving other data untouched', () => {
    const target = race({ event_id: 1 });
    const other = race({ event_id: 2 });
    const meetings = [{ meeting_id: 7, races: [target, other] }] as unknown as Meeting[];
    const card = { meeting: meetings[0], race: target };
    const byId = { '1': target, '2': other };
    const patch = (r: typeof target) => ({ ...r, race_status: 'Closed' as const });
    expect(patchRaces(meetings, 1, patch)[0].races.map((r) => r.race_status)).toEqual(['Closed', 'Open']);
    const patchedCard = patchRaces(card, 1, patch);
    expect([patchedCard.race.race_status, patchedCard.meeting.races[0].race_status]).toEqual(['Closed', 'Closed']);
    expect(patchRaces(byId, 1, patch)['1'].race_status).toBe('Closed');
    expect(patchRaces(byId, 3, patch)).toBe(byId);
    expect(patchRaces(meetings, 3, patch)).toBe(meetings);
  });

  const push = (runners: OddsUpdate['runners']): OddsUpdate => ({
    event_id: 101,
    race_id: 101,
    runners,
    published_at: 1_700_000_000_000,
  });

  it('merges new prices into the runners', () => {
    const r = race({ runners: [runner(1), runner(2)] });
    const next = applyOdds(r, push([{ saddle_number: 2, is_eliminated: false, odds: { FWIN: 9.5 } }]));
    expect(next.runners![1].odds.FWIN).toBe(9.5);
    expect(next.runners![1].odds.FPLC).toBe(1.5);
    expect(next.runners![1].is_eliminated).toBe(false);
    expect(next.runners![0]).toBe(r.runners![0]);
  });

  it('a scratching, as the feed pushes it (no prices): the runner is scratched and keeps no price', () => {
    const r = race({ runners: [runner(1), runner(2)] });
    const next = applyOdds(r, push([{ saddle_number: 2, is_eliminated: true, odds: {} }]));
    expect(next.runners![1].is_eliminated).toBe(true);
    expect(next.runners![1].odds).toEqual({});
    expect(next.runners![0]).toBe(r.runners![0]);
  });

  it('a runner whose prices the push repeats stays the same object', () => {
    const r = race({ runners: [runner(1), runner(2)] });
    const same = { saddle_number: 1, is_eliminated: false, odds: { ...r.runners![0]!.odds } };
    const next = applyOdds(r, push([same, { saddle_number: 2, is_eliminated: false, odds: { FWIN: 7 } }]));
    expect(next.runners![0]).toBe(r.runners![0]);
    expect(next.runners![1]).not.toBe(r.runners![1]);
  });

  const status = { meeting_id: 7, event_id: 101, race_id: 101, result_string: null };

  it('takes a new status, countdown and result', () => {
    const r = race({ jumps_in_sec: 600 });
    const closed = applyRaceUpdate(
      r,
      { ...status, race_status: 'Interim', jumps_in_sec: 0, result_string: '3-1-2' },
      1000,
    );
    expect(closed).toMatchObject({
      race_status: 'Interim',
      result_string: '3-1-2',
      show_results: true,
      jump_at: r.jump_at,
    });
    expect(applyRaceUpdate(r, { ...status, race_status: 'Open', jumps_in_sec: 30 }, 1000).jump_at).toBe(31_000);
  });
});
