/**
 * Take a break (issue 39 item 3), beside deposit limits and self-exclusion: a short, fixed pause that starts at once
 * and ends on its own. While it runs, logins, deposits and bets are refused as for self-exclusion; withdrawals are not.
 * The SPEC names no break: the periods and the rule are our choice (docs/SPEC-CHOICES.md, "Take a break").
 */

const HOUR_MS = 60 * 60 * 1000;

/** The breaks a punter may take, by the words they read, with how long each runs. */
export const BREAK_PERIODS = {
  '24h': { label: '24 hours', ms: 24 * HOUR_MS },
  '7d': { label: '7 days', ms: 7 * 24 * HOUR_MS },
  '30d': { label: '30 days', ms: 30 * 24 * HOUR_MS },
} as const;

export type BreakPeriod = keyof typeof BREAK_PERIODS;
export const BREAK_PERIOD_KEYS = Object.keys(BREAK_PERIODS) as BreakPeriod[];

/**
 * When a break taken at `now` ends, given the end of the one already set (epoch ms, or null): a break starts at once
 * and is never shortened, so a new one may only end later; one that would end sooner leaves the running one as it is.
 */
export function breakEnd(current: number | null, period: BreakPeriod, now: number): number {
  const wanted = now + BREAK_PERIODS[period].ms;
  return current !== null && current > wanted ? current : wanted;
}

/** Whether a break that ends at `until` (epoch ms, or null for none) is running at `now`: it ends on its own. */
export const onBreak = (until: number | null, now: number): boolean => until !== null && now < until;

/**
 * What a punter may try during a break: it refuses what self-exclusion refuses (login, deposit, bet); withdrawals stay
 * open (the money is the punter's).
 */
export type AccountAction = 'login' | 'deposit' | 'bet' | 'withdrawal';

/** Whether the punter may do `action` at `now` with a break that ends at `until`. */
export const allowedDuringBreak = (action: AccountAction, until: number | null, now: number): boolean =>
  action === 'withdrawal' || !onBreak(until, now);

/** The activity reminder: every so many minutes of a session (null: off), kept with the account. */
export const ACTIVITY_REMINDER_MINUTES = [30, 60, 120] as const;
export type ActivityReminderMinutes = (typeof ACTIVITY_REMINDER_MINUTES)[number];

/**
 * When the next reminder is due (epoch ms) in a session that began at `loggedInAt`: at each whole interval of it, the
 * first after `now`.
 */
export function nextReminderAt(loggedInAt: number, everyMinutes: ActivityReminderMinutes, now: number): number {
  const every = everyMinutes * 60_000;
  const done = Math.max(0, Math.floor((now - loggedInAt) / every));
  return loggedInAt + (done + 1) * every;
}
