import dayjs from 'dayjs';
import { calendarDayIn } from '@wagering/shared/format';
import {
  SMALL_FIELD_THRESHOLD,
  RACE_STATUS_SHORT_LABELS,
  RACE_STEPS,
  type RaceStatus,
} from '@wagering/shared/constants';
import type { ListedMeeting, ListedRace, Meeting, Product, Race, Runner } from '../types';

/** Statuses after the jump: the race no longer takes bets and its result is coming or known. */
const FINISHED_STATUSES = ['Closed', 'Interim', 'Final', 'Abandoned'];
const RESULT_STATUSES = ['Closed', 'Suspended', 'Interim', 'Final', 'Abandoned'];

/**
 * Adds the client-side jump time: jumps_in_sec counts from the moment the answer arrived; a race that has
 * jumped (or has no countdown) keeps its start time.
 */
export function withJumpAt<T extends Omit<ListedRace, 'jump_at'>>(
  race: T,
  receivedAt = Date.now(),
): T & { jump_at: number } {
  const seconds = race.jumps_in_sec;
  const jump_at = seconds && seconds > 0 ? receivedAt + seconds * 1000 : new Date(race.start_time).getTime();
  return { ...race, jump_at };
}

export const withJumpAtAll = <T extends Omit<ListedRace, 'jump_at'>>(races: T[], receivedAt = Date.now()) =>
  races.map((r) => withJumpAt(r, receivedAt));

export function meetingWithJumpAt<M extends Meeting | ListedMeeting>(
  meeting: Omit<M, 'races'> & { races: Omit<M['races'][number], 'jump_at'>[] },
  receivedAt = Date.now(),
): M {
  return { ...meeting, races: withJumpAtAll(meeting.races, receivedAt) } as M;
}

/** Only races with jumps_in_sec above 0 are kept (in race lists such as next-to-jump). */
export const keepUpcoming = <T extends Pick<Race, 'jumps_in_sec'>>(races: T[]) =>
  races.filter((r) => (r.jumps_in_sec ?? 0) > 0);

/** A race is finished once it has jumped: Closed, Interim, Final or Abandoned. */
const isRaceFinished = (race: Pick<Race, 'race_status'>) => FINISHED_STATUSES.includes(race.race_status);

/** A race takes bets only while Open. */
export const isRaceOpen = (race: Pick<Race, 'race_status'>) => race.race_status === 'Open';

/**
 * Results are shown when show_results is set, or the status is Closed, Suspended, Interim, Final or Abandoned,
 * or a result string exists, or jumps_in_sec is null.
 */
// SPEC: a race with no jump time (jumps_in_sec null) shows results; our API always sends one, other feeds may not.
export const showsResults = (
  race: Pick<Race, 'show_results' | 'race_status' | 'result_string'> & { jumps_in_sec: number | null },
) =>
  Boolean(race.show_results) ||
  RESULT_STATUSES.includes(race.race_status) ||
  Boolean(race.result_string) ||
  race.jumps_in_sec === null;

const byJump = (a: Race, b: Race) => a.jump_at - b.jump_at || a.event_id - b.event_id;

/** Sorting: unfinished races first ordered by jump time, then finished races (also by jump time). */
export function sortRaces(races: Race[]): Race[] {
  const open = races.filter((r) => !isRaceFinished(r)).sort(byJump);
  const done = races.filter(isRaceFinished).sort(byJump);
  return [...open, ...done];
}

/** Meetings with all races finished go last; otherwise by their next race to jump. Races inside are sorted too. */
export function sortMeetings<M extends ListedMeeting>(meetings: M[]): M[] {
  const finished = (m: M) => m.races.length > 0 && m.races.every(isRaceFinished);
  const nextJump = (m: M) => Math.min(...m.races.filter((r) => !isRaceFinished(r)).map((r) => r.jump_at), Infinity);
  return meetings
    .map((m) => ({ ...m, races: [...m.races].sort((a, b) => a.race_number - b.race_number) }))
    .sort(
      (a, b) =>
        Number(finished(a)) - Number(finished(b)) ||
        nextJump(a) - nextJump(b) ||
        a.meeting_name.localeCompare(b.meeting_name),
    );
}

export type StatusLook = 'countdown' | 'interim' | 'plain' | 'suspended';

/**
 * The race-status badge: Interim has its own colour; Closed, Final and Abandoned show plain text; Suspended shows in
 * an error colour; a countdown when none of the others applies.
 */
export function statusBadge(status: string): { look: StatusLook; label: string; shortLabel: string } {
  if (status === 'Interim') return { look: 'interim', label: status, shortLabel: RACE_STATUS_SHORT_LABELS.Interim };
  if (status === 'Suspended')
    return { look: 'suspended', label: status, shortLabel: RACE_STATUS_SHORT_LABELS.Suspended };
  if (status === 'Closed' || status === 'Final' || status === 'Abandoned') {
    return {
      look: 'plain',
      label: status,
      shortLabel: RACE_STATUS_SHORT_LABELS[status as Exclude<RaceStatus, 'Open'>],
    };
  }
  return { look: 'countdown', label: '', shortLabel: '' };
}

/** The step indicator's current step: 1 Closed, 2 Interim, 3 Final; 0 before the race closes. */
export function raceStep(status: string): number {
  return RACE_STEPS.find((s) => s.label === status)?.step ?? 0;
}

/** Runners that still run (not scratched). */
export const activeRunners = (runners: Runner[] = []) => runners.filter((r) => !r.is_eliminated);

/** Fewer than 8 non-eliminated runners counts as a small field. */
export const isSmallField = (runners: Runner[] = []) => activeRunners(runners).length < SMALL_FIELD_THRESHOLD;

/** TF products are hidden unless every non-eliminated runner has TF odds above 0. */
export function isTopFlucShown(runners: Runner[] = []): boolean {
  const field = activeRunners(runners);
  return field.length > 0 && field.every((r) => (r.odds.TF ?? 0) > 0);
}

/** In a quadrella, eliminated runners are listed last (otherwise saddle order). */
export const quadrellaOrder = (runners: Runner[] = []) =>
  [...runners].sort((a, b) => Number(a.is_eliminated) - Number(b.is_eliminated) || a.saddle_number - b.saddle_number);

/** A quadrella is detected by name, case-insensitive. */
export const isQuadrella = (name: string | null | undefined) => /quadrella/i.test(name ?? '');

/**
 * The text of an odds badge: a runner's win odds of exactly 1 on a non-FWIN product show the product's short
 * description instead of a number; no value shows nothing (and the badge cannot be clicked).
 */
export function oddsText(value: number | null | undefined, dividendCode: string, products: Product[] = []): string {
  if (value === null || value === undefined || !(value > 0)) return '';
  if (value === 1 && dividendCode !== 'FWIN') {
    return products.find((p) => p.dividend_code === dividendCode)?.short_description ?? value.toFixed(2);
  }
  return value.toFixed(2);
}

export type DayLabel = 'Today' | 'Tomorrow' | 'Futures' | string;

/**
 * Race-detail day labels: today, tomorrow, a weekday name for 2 to 6 days ahead, futures for 7 or more days; days as
 * they fall in `zone` (the page's) when told, else the process's.
 */
export function dayLabel(date: dayjs.ConfigType, now: dayjs.ConfigType = Date.now(), zone?: string): DayLabel {
  // The calendar day in the zone, as a plain date, so whole days are counted whatever zone the process is in.
  const day = (value: dayjs.ConfigType) => dayjs(calendarDayIn(value, zone));
  const days = day(date).diff(day(now), 'day');
  if (days <= 0) return 'Today';
  if (days === 1) return 'Tomorrow';
  if (days <= 6) return day(date).format('dddd');
  return 'Futures';
}

/** The result string's finishing order as saddle numbers ("3-1-7-2" → [3, 1, 7, 2]). */
export const resultPositions = (resultString: string | null | undefined) =>
  (resultString ?? '')
    .split(/[-,/ ]+/)
    .filter(Boolean)
    .map(Number)
    .filter(Number.isFinite);

/** Distance in metres as shown in race info. */
export const metres = (distance: number) => `${distance}m`;
