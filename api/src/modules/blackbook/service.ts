import type { Db, Queryable } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { CHECK_FIELDS } from '../../lib/validate';
import { iso, DAY_MS } from '../../lib/dates';
import { DEFAULT_TIME_ZONE } from '@wagering/contract/constants';
import { endOfDayIn, formatDate, zoneName } from '@wagering/contract/format';
import { publishIn } from '../live-events/publish';
import type { BlackbookAlert } from '@wagering/contract/schemas';
import type { BlackbookEntry, NewEntry } from './schemas';

/** How many runners and teams one punter may follow (docs/SPEC-CHOICES.md, "Blackbook"). */
export const MAX_ENTRIES = 200;
/** How long before its jump a saved runner's start is announced again. */
const JUMP_SOON_MS = 10 * 60_000;

interface EntryRow {
  entry_id: number;
  kind: 'runner' | 'team';
  code: string;
  name: string;
  subject: string;
  note: string;
  created_at: Date;
  event_id: number | null;
  meeting_id: number | null;
  meeting_name: string | null;
  race_number: number | null;
  saddle_number: number | null;
  match_name: string | null;
  start_time: Date | null;
}

/*
 * Each entry with its next start: a runner's soonest open race it runs in (not scratched), a team's soonest open
 * match. The lateral joins find a runner's races by its identity in the feed (indexed in migration 236), never by its
 * name: a namesake abroad is another animal.
 */
const ENTRIES_SQL = `
  SELECT e.entry_id, e.kind, e.code, e.name, e.subject, e.note, e.created_at,
         COALESCE(race.event_id, game.event_id) AS event_id, race.meeting_id, race.meeting_name, race.race_number,
         race.saddle_number, game.match_name, COALESCE(race.start_time, game.start_time) AS start_time
  FROM blackbook_entries e
  LEFT JOIN LATERAL (
    SELECT r.event_id, r.meeting_id, m.meeting_name, r.race_number, ru.saddle_number, r.start_time
    FROM racing_runners ru
    JOIN racing_races r ON r.event_id = ru.event_id
    JOIN racing_meetings m ON m.meeting_id = r.meeting_id
    WHERE e.kind = 'runner' AND ru.runner_id = e.subject AND m.race_type = e.code AND NOT ru.is_eliminated
      AND r.race_status IN ('Open', 'Suspended') AND r.start_time > $2
    ORDER BY r.start_time, r.event_id LIMIT 1
  ) race ON true
  LEFT JOIN LATERAL (
    SELECT s.event_id, s.team_a || ' v ' || s.team_b AS match_name, s.match_starting_date AS start_time
    FROM sports_matches s
    WHERE e.kind = 'team' AND s.sport_code = e.code AND (s.team_a = e.name OR s.team_b = e.name)
      AND s.match_status = 'Open' AND s.match_starting_date > $2
    ORDER BY s.match_starting_date, s.event_id LIMIT 1
  ) game ON true
  WHERE e.user_id = $1`;

function toEntry(row: EntryRow): BlackbookEntry {
  const { event_id, start_time } = row;
  return {
    entry_id: row.entry_id,
    kind: row.kind,
    code: row.code,
    name: row.name,
    runner_id: row.kind === 'runner' ? row.subject : null,
    note: row.note,
    created_at: new Date(row.created_at).toISOString(),
    next_start:
      event_id === null || start_time === null
        ? null
        : {
            event_id,
            start_time: new Date(start_time).toISOString(),
            meeting_id: row.meeting_id,
            meeting_name: row.meeting_name,
            race_number: row.race_number,
            saddle_number: row.saddle_number,
            match_name: row.match_name,
          },
  };
}

/** The punter's Blackbook, soonest next start first (entries with none last, newest saved first among them). */
export async function listEntries(db: Queryable, userId: string, now: number): Promise<BlackbookEntry[]> {
  const { rows } = await db.query<EntryRow>(
    `${ENTRIES_SQL} ORDER BY start_time NULLS LAST, e.created_at DESC, e.entry_id DESC`,
    [userId, iso(now)],
  );
  return rows.map(toEntry);
}

async function oneEntry(db: Queryable, userId: string, entryId: number, now: number): Promise<BlackbookEntry> {
  const { rows } = await db.query<EntryRow>(`${ENTRIES_SQL} AND e.entry_id = $3`, [userId, iso(now), entryId]);
  if (!rows[0]) throw notFound('This Blackbook entry was not found');
  return toEntry(rows[0]);
}

/**
 * What the entry follows and the name it is shown by: a runner's identity in the feed (its name as the feed has it),
 * or a team by sport and name. Only real ones are saved; a runner without its identity is refused.
 */
async function subjectOf(q: Queryable, entry: NewEntry): Promise<{ subject: string; name: string }> {
  if (entry.kind === 'team') {
    const { rows } = await q.query(
      'SELECT 1 FROM sports_matches WHERE sport_code = $1 AND (team_a = $2 OR team_b = $2) LIMIT 1',
      [entry.code, entry.name],
    );
    if (!rows[0]) throw notFound('This team was not found');
    return { subject: entry.name, name: entry.name };
  }
  if (!entry.runner_id)
    throw badRequest(CHECK_FIELDS, { runner_id: 'A runner is followed by its runner_id from the race card' });
  const { rows } = await q.query<{ runner_name: string }>(
    `SELECT ru.runner_name FROM racing_runners ru JOIN racing_races r USING (event_id) JOIN racing_meetings m USING (meeting_id)
     WHERE ru.runner_id = $2 AND m.race_type = $1 ORDER BY r.start_time DESC LIMIT 1`,
    [entry.code, entry.runner_id],
  );
  if (!rows[0]) throw notFound('This runner was not found');
  return { subject: entry.runner_id, name: rows[0].runner_name };
}

/**
 * Saves a runner or team. Saving one already saved gives the saved entry back (a double tap is harmless); the
 * punter's wallet row is locked so two saves at once cannot pass the limit together.
 */
export async function addEntry(db: Db, userId: string, entry: NewEntry, now: number): Promise<BlackbookEntry> {
  const entryId = await db.tx(async (q) => {
    await q.query('SELECT 1 FROM wallets WHERE user_id = $1 FOR UPDATE', [userId]);
    const { subject, name } = await subjectOf(q, entry);
    const existing = await q.query<{ entry_id: number }>(
      'SELECT entry_id FROM blackbook_entries WHERE user_id = $1 AND kind = $2 AND code = $3 AND subject = $4',
      [userId, entry.kind, entry.code, subject],
    );
    if (existing.rows[0]) return existing.rows[0].entry_id;
    const { rows } = await q.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM blackbook_entries WHERE user_id = $1',
      [userId],
    );
    if (rows[0].count >= MAX_ENTRIES)
      throw conflict(
        `Your Blackbook is full: it holds up to ${MAX_ENTRIES} runners and teams. Remove one to add another.`,
      );
    const inserted = await q.query<{ entry_id: number }>(
      `INSERT INTO blackbook_entries (user_id, kind, code, name, subject, created_at) VALUES ($1, $2, $3, $4, $5, $6)
       RETURNING entry_id`,
      [userId, entry.kind, entry.code, name, subject, iso(now)],
    );
    return inserted.rows[0].entry_id;
  });
  return oneEntry(db, userId, entryId, now);
}

/** Removes one of the punter's own entries; another punter's entry is "not found", never removed. */
export async function removeEntry(db: Queryable, userId: string, entryId: number): Promise<void> {
  const { rows } = await db.query('DELETE FROM blackbook_entries WHERE user_id = $1 AND entry_id = $2 RETURNING 1', [
    userId,
    entryId,
  ]);
  if (!rows[0]) throw notFound('This Blackbook entry was not found');
}

/** Sets the note on one of the punter's own entries (an empty note clears it). */
export async function setNote(
  db: Queryable,
  userId: string,
  entryId: number,
  note: string,
  now: number,
): Promise<BlackbookEntry> {
  const { rows } = await db.query(
    'UPDATE blackbook_entries SET note = $3 WHERE user_id = $1 AND entry_id = $2 RETURNING 1',
    [userId, entryId, note.trim()],
  );
  if (!rows[0]) throw notFound('This Blackbook entry was not found');
  return oneEntry(db, userId, entryId, now);
}

export async function mailAlerts(db: Queryable, userId: string): Promise<boolean> {
  const { rows } = await db.query<{ blackbook_mail: boolean }>('SELECT blackbook_mail FROM users WHERE id = $1', [
    userId,
  ]);
  return Boolean(rows[0]?.blackbook_mail);
}

export async function setMailAlerts(db: Queryable, userId: string, on: boolean): Promise<boolean> {
  await db.query('UPDATE users SET blackbook_mail = $2 WHERE id = $1', [userId, on]);
  return on;
}

interface DueAlert {
  user_id: string;
  event_id: number;
  runner_name: string;
  alert: 'entered' | 'jump-soon';
  meeting_id: number;
  meeting_name: string;
  race_number: number;
  start_time: Date;
  email: string;
  blackbook_mail: boolean;
  time_zone: string | null;
}

/*
 * Alerts that may be due now for saved runners, not yet sent: "entered" for a start within the next day (each
 * punter's own "today" is decided after, in their zone), "jump-soon" for one that jumps within ten minutes.
 */
const DUE_ALERTS_SQL = `
  SELECT DISTINCT e.user_id, r.event_id, e.name AS runner_name, k.alert, r.meeting_id, m.meeting_name,
         r.race_number, r.start_time, u.email, u.blackbook_mail, u.time_zone
  FROM racing_races r
  JOIN racing_meetings m ON m.meeting_id = r.meeting_id
  JOIN racing_runners ru ON ru.event_id = r.event_id AND NOT ru.is_eliminated
  JOIN blackbook_entries e ON e.kind = 'runner' AND e.code = m.race_type AND e.subject = ru.runner_id
  JOIN users u ON u.id = e.user_id
  CROSS JOIN (VALUES ('entered'), ('jump-soon')) AS k (alert)
  WHERE r.race_status = 'Open' AND r.start_time > $1::timestamptz
    AND r.start_time < GREATEST($2::timestamptz, $3::timestamptz)
    AND (k.alert = 'jump-soon') = (r.start_time <= $3::timestamptz)
    AND NOT EXISTS (SELECT 1 FROM blackbook_alerts a WHERE a.user_id = e.user_id AND a.event_id = r.event_id
                    AND a.runner_name = e.name AND a.alert = k.alert)
  ORDER BY r.start_time, e.user_id`;

/*
 * Claims alerts, each (punter, race, runner, alert) once: on a second replica, or a second tick, ON CONFLICT skips it
 * and nothing is sent again. Answers the ones this call claimed.
 */
const CLAIM_ALERTS_SQL = `
  INSERT INTO blackbook_alerts (user_id, event_id, runner_name, alert, sent_at)
  SELECT x.user_id, x.event_id, x.runner_name, x.alert, $2::timestamptz
  FROM jsonb_to_recordset($1::jsonb) AS x(user_id text, event_id int, runner_name text, alert text)
  ON CONFLICT DO NOTHING
  RETURNING user_id, event_id, runner_name, alert`;

/** The punter's zone: kept with the account from their browser, else the brand's default (SPEC: UTC). */
const zoneOf = (a: Pick<DueAlert, 'time_zone'>) => a.time_zone ?? DEFAULT_TIME_ZONE;

/** Whether an alert is due at `now`: a jump-soon one always; an entered one for a start before the punter's midnight. */
const dueNow = (a: DueAlert, now: number) =>
  a.alert === 'jump-soon' || new Date(a.start_time).getTime() < endOfDayIn(now, zoneOf(a));

type AlertFacts = Pick<DueAlert, 'alert' | 'runner_name' | 'meeting_name' | 'race_number'>;

const raceName = (a: AlertFacts) => `${a.meeting_name} R${a.race_number}`;

/** What the punter reads, in the toast and the mail alike. */
function alertMessage(a: AlertFacts, minutes: number) {
  return a.alert === 'entered'
    ? `Blackbook: ${a.runner_name} is entered today in ${raceName(a)}.`
    : `Blackbook: ${a.runner_name} jumps in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} in ${raceName(a)}.`;
}

/** The mail's body: when the race jumps, in the punter's zone and named as that zone is that day ("AEDT"). */
function mailBody(a: DueAlert, message: string, start: number) {
  const zone = zoneOf(a);
  const when = `${formatDate(start, 'time', '12h', zone)} ${zoneName(start, zone)}`;
  return `${message}\n\n${raceName(a)} jumps at ${when}.\n\nYou get this mail because you follow ${a.runner_name} in your Blackbook. Turn Blackbook mail off on your Blackbook page.`;
}

/** The due alerts this call claimed (another replica's tick may have claimed some first). */
async function claimDue(q: Queryable, now: number): Promise<DueAlert[]> {
  const { rows } = await q.query<DueAlert>(DUE_ALERTS_SQL, [iso(now), iso(now + DAY_MS), iso(now + JUMP_SOON_MS)]);
  const due = rows.filter((a) => dueNow(a, now));
  if (!due.length) return [];
  const claims = due.map(({ user_id, event_id, runner_name, alert }) => ({ user_id, event_id, runner_name, alert }));
  const claimed = await q.query<Pick<DueAlert, 'user_id' | 'event_id' | 'runner_name' | 'alert'>>(CLAIM_ALERTS_SQL, [
    JSON.stringify(claims),
    iso(now),
  ]);
  const key = (a: Pick<DueAlert, 'user_id' | 'event_id' | 'runner_name' | 'alert'>) =>
    `${a.user_id}|${a.event_id}|${a.runner_name}|${a.alert}`;
  const mine = new Set(claimed.rows.map(key));
  return due.filter((a) => mine.has(key(a)));
}

/**
 * Sends the Blackbook alerts due at `now`: a live toast to the punter's open pages and, when they asked for it, a mail.
 * "Today" is the punter's day, in their zone. A start that is already within ten minutes when first seen gets the
 * jump-soon alert only (the entered one would say less, a moment earlier). Every replica may call it each tick:
 * claiming the alert rows makes it idempotent.
 */
export async function sendBlackbookAlerts(db: Db, now: number): Promise<number> {
  return db.tx(async (q) => {
    const rows = await claimDue(q, now);
    for (const a of rows) {
      const start = new Date(a.start_time).getTime();
      const message = alertMessage(a, Math.max(1, Math.round((start - now) / 60_000)));
      const event: BlackbookAlert = {
        alert: a.alert,
        message,
        event_id: a.event_id,
        meeting_id: a.meeting_id,
        runner_name: a.runner_name,
        start_time: iso(start),
      };
      await publishIn(q, { kind: 'blackbook', userId: a.user_id, ...event });
      if (a.blackbook_mail)
        await q.query('INSERT INTO outbox_mails (to_email, subject, body, created_at) VALUES ($1, $2, $3, $4)', [
          a.email,
          message,
          mailBody(a, message, start),
          iso(now),
        ]);
    }
    return rows.length;
  });
}
