import { describe, expect, it } from 'vitest';
import { race, runner } from '../../../test/races';
import type { RaceStatus } from '../types';
import {
  dayLabel,
  isQuadrella,
  isSmallField,
  isTopFlucShown,
  keepUpcoming,
  oddsText,
  quadrellaOrder,
  raceStep,
  resultPositions,
  showsResults,
  sortMeetings,
  sortRaces,
  statusBadge,
  withJumpAt,
} from './race-rules';
import type { Meeting } from '../types';

describe('races', () => {
  it('only races with jumps_in_sec above 0 are kept', () => {
    const list = [
      race({ event_id: 1, jumps_in_sec: 0 }),
      race({ event_id: 2, jumps_in_sec: 30 }),
      race({ event_id: 3, jumps_in_sec: -5 }),
    ];
    expect(keepUpcoming(list).map((r) => r.event_id)).toEqual([2]);
  });

  it('counts the countdown from when the answer arrived; a jumped race keeps its start time', () => {
    expect(withJumpAt(race({ jumps_in_sec: 90 }), 1_000_000).jump_at).toBe(1_090_000);
    expect(withJumpAt(race({ jumps_in_sec: 0, start_time: '2026-11-22T10:00:00.000Z' })).jump_at).toBe(
      Date.parse('2026-11-22T10:00:00.000Z'),
    );
  });

  it('sorting: unfinished races first ordered by jump time, then finished races', () => {
    const list = [
      race({ event_id: 1, race_status: 'Final', jump_at: 100 }),
      race({ event_id: 2, race_status: 'Open', jump_at: 500 }),
      race({ event_id: 3, race_status: 'Closed', jump_at: 50 }),
      race({ event_id: 4, race_status: 'Open', jump_at: 200 }),
      race({ event_id: 5, race_status: 'Suspended', jump_at: 300 }),
    ];
    expect(sortRaces(list).map((r) => r.event_id)).toEqual([4, 5, 2, 3, 1]);
  });

  it('meetings with all races finished go last', () => {
    const meeting = (id: number, races: ReturnType<typeof race>[]): Meeting => ({
      meeting_id: id,
      meeting_name: `M${id}`,
      meeting_date: '2026-11-22',
      race_type: 'T',
      event_status: 'Open',
      is_australian: true,
      state_country_code: 'VIC',
      is_futures: false,
      races,
    });
    const done = meeting(1, [race({ race_status: 'Final', jump_at: 1 })]);
    const later = meeting(2, [race({ race_status: 'Final', jump_at: 1 }), race({ race_status: 'Open', jump_at: 900 })]);
    const sooner = meeting(3, [race({ race_status: 'Open', jump_at: 100 })]);
    expect(sortMeetings([done, later, sooner]).map((m) => m.meeting_id)).toEqual([3, 2, 1]);
  });

  it('results are shown when show_results is set, or the status is Closed, Suspended, Interim, Final or Abandoned, or a result string exists, or jumps_in_sec is null', () => {
    const open = { show_results: false, race_status: 'Open' as RaceStatus, result_string: null, jumps_in_sec: 60 };
    expect(showsResults(open)).toBe(false);
    expect(showsResults({ ...open, show_results: true })).toBe(true);
    for (const status of ['Closed', 'Suspended', 'Interim', 'Final', 'Abandoned'] as const)
      expect(showsResults({ ...open, race_status: status })).toBe(true);
    expect(showsResults({ ...open, result_string: '3-1-2' })).toBe(true);
    expect(showsResults({ ...open, jumps_in_sec: null })).toBe(true);
  });

  it('the badge shows a countdown when none of the others applies; Interim has its own colour; Closed, Final and Abandoned show plain text; Suspended shows in an error colour', () => {
    expect(statusBadge('Open').look).toBe('countdown');
    expect(statusBadge('Interim')).toEqual({ look: 'interim', label: 'Interim', shortLabel: 'Intrim' });
    expect(statusBadge('Suspended')).toEqual({ look: 'suspended', label: 'Suspended', shortLabel: 'Spnd' });
    expect(statusBadge('Closed')).toEqual({ look: 'plain', label: 'Closed', shortLabel: 'Closed' });
    expect(statusBadge('Final')).toEqual({ look: 'plain', label: 'Final', shortLabel: 'Final' });
    expect(statusBadge('Abandoned')).toEqual({ look: 'plain', label: 'Abandoned', shortLabel: 'Abdn' });
  });

  it('the step indicator fills steps up to the current step (1 Closed, 2 Interim, 3 Final)', () => {
    expect(['Open', 'Closed', 'Interim', 'Final'].map(raceStep)).toEqual([0, 1, 2, 3]);
  });

  it('fewer than 8 non-eliminated runners counts as a small field', () => {
    const eight = Array.from({ length: 8 }, (_, i) => runner(i + 1));
    expect(isSmallField(eight)).toBe(false);
    expect(isSmallField(eight.map((r, i) => (i === 0 ? { ...r, is_eliminated: true } : r)))).toBe(true);
  });

  it('TF products are hidden unless every non-eliminated runner has TF odds above 0', () => {
    const field = [runner(1), runner(2)];
    expect(isTopFlucShown(field)).toBe(true);
    expect(isTopFlucShown([...field, runner(3, { odds: { FWIN: 3 } })])).toBe(false);
    expect(isTopFlucShown([...field, runner(3, { odds: { FWIN: 3, TF: 0 } })])).toBe(false);
    expect(isTopFlucShown([...field, runner(3, { odds: {}, is_eliminated: true })])).toBe(true);
  });

  it("a runner's win odds of exactly 1 on a non-FWIN product show the short description instead of a number", () => {
    const products = race().products;
    expect(oddsText(1, 'TF', products)).toBe('TF');
    expect(oddsText(1, 'VICWin', products)).toBe('VIC Win');
    expect(oddsText(1, 'FWIN', products)).toBe('1.00');
    expect(oddsText(3.5, 'TF', products)).toBe('3.50');
    expect(oddsText(undefined, 'FWIN', products)).toBe('');
    expect(oddsText(0, 'FWIN', products)).toBe('');
  });

  it('in a quadrella, eliminated runners are listed last', () => {
    const list = [runner(1, { is_eliminated: true }), runner(2), runner(3, { is_eliminated: true }), runner(4)];
    expect(quadrellaOrder(list).map((r) => r.saddle_number)).toEqual([2, 4, 1, 3]);
  });

  it('a quadrella is detected by name, case-insensitive', () => {
    expect(isQuadrella('Box QUADRELLA')).toBe(true);
    expect(isQuadrella('Trifecta')).toBe(false);
  });

  it('race-detail day labels: today, tomorrow, a weekday name for 2 to 6 days ahead, futures for 7 or more days', () => {
    const now = new Date(2026, 10, 22, 9, 0); // Sunday
    expect(dayLabel(new Date(2026, 10, 22, 23, 0), now)).toBe('Today');
    expect(dayLabel(new Date(2026, 10, 23, 1, 0), now)).toBe('Tomorrow');
    expect(dayLabel(new Date(2026, 10, 24), now)).toBe('Tuesday');
    expect(dayLabel(new Date(2026, 10, 28), now)).toBe('Saturday');
    expect(dayLabel(new Date(2026, 10, 29), now)).toBe('Futures');
  });

  it('reads the result string as saddle numbers in finishing order', () => {
    expect(resultPositions('3-1-7-2')).toEqual([3, 1, 7, 2]);
    expect(resultPositions(null)).toEqual([]);
  });
});
