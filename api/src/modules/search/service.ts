import type { Queryable } from '../../db/client';
import { slugify } from '@wagering/contract/format';
import { sports } from '../sports/catalog';
import type { SearchResult } from './schemas';

/** Results per kind: enough to find what was typed, few enough to read on a phone. */
const PER_KIND = 8;
const RACE_TYPES: Record<string, string> = { T: 'Horse racing', H: 'Harness racing', G: 'Greyhound racing' };

/** LIKE pattern for "contains", with the text's own % and _ taken literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const sportName = (code: string) => sports.find((s) => s.code === code)?.name ?? code;

/**
 * Finds what a punter types, case-insensitively anywhere in a name: sports (as the SPEC spells them), competitions
 * and teams with matches still to play, meetings (tracks) of today and the next days, and runners in races still
 * to run. Each result names the page it opens (sports pages by slug, racing pages by id).
 */
export async function search(q: Queryable, now: number, text: string): Promise<SearchResult[]> {
  const pattern = contains(text.trim());
  const at = new Date(now).toISOString();
  return [
    ...sportHits(text.trim().toLowerCase()),
    ...(await competitionHits(q, pattern, at)),
    ...(await teamHits(q, pattern, at)),
    ...(await meetingHits(q, pattern, at)),
    ...(await runnerHits(q, pattern, at)),
  ];
}

const sportHits = (needle: string): SearchResult[] =>
  sports
    .filter((s) => s.name.toLowerCase().includes(needle))
    .map((s) => ({ kind: 'sport', label: s.name, detail: 'Sport', path: `/${slugify(s.name)}` }));

async function competitionHits(q: Queryable, pattern: string, at: string): Promise<SearchResult[]> {
  const { rows: competitions } = await q.query<{ sport_code: string; competition_name: string }>(
    `SELECT DISTINCT sport_code, competition_name FROM sports_matches
     WHERE competition_name ILIKE $1 AND match_status = 'Open' AND match_starting_date > $2::timestamptz
     ORDER BY competition_name LIMIT ${PER_KIND}`,
    [pattern, at],
  );
  return competitions.map((c) => ({
    kind: 'competition',
    label: c.competition_name,
    detail: sportName(c.sport_code),
    path: `/${slugify(sportName(c.sport_code))}/${slugify(c.competition_name)}`,
  }));
}

async function teamHits(q: Queryable, pattern: string, at: string): Promise<SearchResult[]> {
  const { rows: teams } = await q.query<{
    event_id: number;
    sport_code: string;
    competition_name: string;
    team: string;
    team_a: string;
    team_b: string;
  }>(
    `SELECT DISTINCT ON (team) event_id, sport_code, competition_name, team, team_a, team_b FROM (
       SELECT event_id, sport_code, competition_name, team_a, team_b, match_starting_date,
              CASE WHEN team_a ILIKE $1 THEN team_a ELSE team_b END AS team
       FROM sports_matches
       WHERE (team_a ILIKE $1 OR team_b ILIKE $1) AND match_status = 'Open' AND match_starting_date > $2::timestamptz
     ) m ORDER BY team, match_starting_date LIMIT ${PER_KIND}`,
    [pattern, at],
  );
  const matchSlug = (t: (typeof teams)[number]) => `${slugify(`${t.team_a} v ${t.team_b}`)}-${t.event_id}`;
  return teams.map((t) => ({
    kind: 'team',
    label: t.team,
    detail: `${t.team_a} v ${t.team_b}, ${t.competition_name}`,
    path: `/${slugify(sportName(t.sport_code))}/${slugify(t.competition_name)}/${matchSlug(t)}`,
  }));
}

async function meetingHits(q: Queryable, pattern: string, at: string): Promise<SearchResult[]> {
  const { rows: meetings } = await q.query<{
    meeting_id: number;
    meeting_name: string;
    meeting_date: string;
    race_type: string;
  }>(
    `SELECT meeting_id, meeting_name, to_char(meeting_date, 'YYYY-MM-DD') AS meeting_date, race_type FROM racing_meetings
     WHERE meeting_name ILIKE $1 AND NOT is_futures AND meeting_date >= ($2::timestamptz AT TIME ZONE 'UTC')::date
     ORDER BY meeting_date, meeting_name LIMIT ${PER_KIND}`,
    [pattern, at],
  );
  return meetings.map((m) => ({
    kind: 'meeting',
    label: m.meeting_name,
    detail: `${RACE_TYPES[m.race_type] ?? 'Racing'}, ${m.meeting_date}`,
    path: `/racing/meeting/${m.meeting_date}/${m.meeting_id}`,
  }));
}

async function runnerHits(q: Queryable, pattern: string, at: string): Promise<SearchResult[]> {
  const { rows: runners } = await q.query<{
    runner_name: string;
    saddle_number: number;
    event_id: number;
    meeting_id: number;
    meeting_name: string;
    race_number: number;
  }>(
    `SELECT DISTINCT ON (x.runner_name) x.runner_name, x.saddle_number, r.event_id, r.meeting_id, m.meeting_name, r.race_number
     FROM racing_runners x JOIN racing_races r ON r.event_id = x.event_id JOIN racing_meetings m ON m.meeting_id = r.meeting_id
     WHERE x.runner_name ILIKE $1 AND NOT x.is_eliminated AND r.race_status = 'Open' AND r.start_time > $2::timestamptz
     ORDER BY x.runner_name, r.start_time LIMIT ${PER_KIND}`,
    [pattern, at],
  );
  return runners.map((r) => ({
    kind: 'runner',
    label: `${r.saddle_number}. ${r.runner_name}`,
    detail: `${r.meeting_name} R${r.race_number}`,
    path: `/racing/race/${r.meeting_id}/${r.event_id}`,
  }));
}
