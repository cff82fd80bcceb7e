import type { Db, Queryable } from '../../db/client';
import { iso, DAY_MS } from '../../lib/dates';
import { DEFAULT_TIME_ZONE } from '@wagering/contract/constants';
import { formatDate, zoneName } from '@wagering/contract/format';
import { endOfDayIn } from '@wagering/contract/format/zone-days';
import { publishIn } from '../live-events/publish';
import type { BlackbookAlert } from '@wagering/contract/schemas';

/** How long before its jump a saved runner's start is announced again. */
const JUMP_SOON_MS = 10 * 60_000;

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
