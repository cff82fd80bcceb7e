import {
  BREAK_PERIODS,
  breakEnd,
  onBreak,
  type ActivityReminderMinutes,
  type BreakPeriod,
} from '@wagering/contract/wagering';
import { cents } from '@wagering/contract/money';
import type { Queryable } from '../../db/client';
import { centsColumn } from '../../db/money';
import { iso } from '../../lib/dates';
import { notFound } from '../../lib/errors';
import { onBreakMessage } from '../exclusion/person-exclusion';

const ms = (d: Date | null | undefined) => (d ? new Date(d).getTime() : null);

/** The punter's break as it stands at `now`: running until when, or none. */
export async function breakStatus(q: Queryable, userId: string, now: number) {
  const { rows } = await q.query<{ break_until: Date | null; time_zone: string | null }>(
    'SELECT break_until, time_zone FROM users WHERE id = $1',
    [userId],
  );
  if (!rows[0]) throw notFound('Account not found');
  const until = ms(rows[0].break_until);
  return onBreak(until, now)
    ? { on_break: true, break_until: iso(until!), message: onBreakMessage(until!, rows[0].time_zone) }
    : { on_break: false, break_until: null, message: null };
}

/**
 * Starts a break at once (under the account's lock, so two at once cannot shorten each other): it ends `period` from
 * now, or later when a break already running ends later (a break is never shortened).
 */
export async function takeBreak(q: Queryable, userId: string, period: BreakPeriod, now: number) {
  const { rows } = await q.query<{ break_until: Date | null; time_zone: string | null }>(
    'SELECT break_until, time_zone FROM users WHERE id = $1 FOR UPDATE',
    [userId],
  );
  if (!rows[0]) throw notFound('Account not found');
  const current = ms(rows[0].break_until);
  const until = breakEnd(onBreak(current, now) ? current : null, period, now);
  await q.query('UPDATE users SET break_until = $2 WHERE id = $1', [userId, iso(until)]);
  const kept = until > now + BREAK_PERIODS[period].ms;
  const message = kept
    ? `Your break already runs longer, so it stays as it is. ${onBreakMessage(until, rows[0].time_zone)}`
    : onBreakMessage(until, rows[0].time_zone);
  return { break_until: iso(until), message };
}

/** How often the activity reminder comes, in minutes of a session (0: off). */
export async function activityReminder(q: Queryable, userId: string): Promise<0 | ActivityReminderMinutes> {
  const { rows } = await q.query<{ activity_reminder_minutes: number | null }>(
    'SELECT activity_reminder_minutes FROM users WHERE id = $1',
    [userId],
  );
  if (!rows[0]) throw notFound('Account not found');
  return (rows[0].activity_reminder_minutes ?? 0) as 0 | ActivityReminderMinutes;
}

export async function setActivityReminder(q: Queryable, userId: string, every: 0 | ActivityReminderMinutes) {
  await q.query('UPDATE users SET activity_reminder_minutes = $2 WHERE id = $1', [userId, every || null]);
  return {
    every_minutes: every,
    message: every ? `We will remind you every ${every} minutes you are logged in.` : 'Activity reminders are off.',
  };
}

/**
 * This session so far: when the punter logged in, and the cash staked and paid back since (returns less stakes is the
 * result, negative when behind), from the same ledger as the spending picture.
 */
export async function sessionActivity(q: Queryable, userId: string, sessionId: string, now: number) {
  const { rows } = await q.query<{ created_at: Date; stakes: string | null; returns: string | null }>(
    `SELECT s.created_at,
       (SELECT -SUM(l.amount_cents) FROM journal_entries e JOIN journal_lines l ON l.entry_id = e.id
         WHERE e.user_id = s.user_id AND e.created_at >= s.created_at AND e.created_at <= $3
           AND l.account = 'cash' AND e.kind = 'stake') AS stakes,
       (SELECT SUM(l.amount_cents) FROM journal_entries e JOIN journal_lines l ON l.entry_id = e.id
         WHERE e.user_id = s.user_id AND e.created_at >= s.created_at AND e.created_at <= $3
           AND l.account = 'cash' AND e.kind IN ('return', 'refund', 'cash_out')) AS returns
     FROM sessions s WHERE s.id = $1 AND s.user_id = $2`,
    [sessionId, userId, iso(now)],
  );
  if (!rows[0]) throw notFound('Session not found');
  const stakes = centsColumn(rows[0].stakes);
  const returns = centsColumn(rows[0].returns);
  return {
    logged_in_at: iso(new Date(rows[0].created_at).getTime()),
    every_minutes: await activityReminder(q, userId),
    stakes_cents: stakes,
    returns_cents: returns,
    net_cents: cents(returns - stakes),
  };
}
