import { onBreak } from '@wagering/contract/wagering';
import type { Queryable } from '../../db/client';
import { DEFAULT_TIME_ZONE } from '@wagering/contract/constants';
import { formatDate, zoneName } from '@wagering/contract/format';
import { iso } from '../../lib/dates';
import { HttpError } from '../../lib/errors';
import { emailDomain, emailKey, phoneKey, sameName } from '../../lib/identity';
import { BETSTOP_MESSAGE, localSelfExclusionRegister, type Registrant } from './betstop';

/**
 * `until` is the first moment the punter may bet again, told in the punter's zone (kept with the account; SPEC's UTC
 * until known). An exclusion that ends at midnight there names the last excluded day and the next one. One that ends
 * at another time of day names that moment once, with the zone's name as it is that day ("2:38 PM AEDT").
 */
export function selfExcludedMessage(until: number, zone: string = DEFAULT_TIME_ZONE): string {
  const lastDay = formatDate(until - 1, 'fullDate', '12h', zone);
  const again = formatDate(until, 'fullDate', '12h', zone);
  if (lastDay === again) {
    const when = `${formatDate(until, 'time', '12h', zone)} ${zoneName(until, zone)}, ${formatDate(until, 'dayDateYear', '12h', zone)}`;
    return `You are self-excluded until ${when}, when logging in, deposits and bets are available again.`;
  }
  return `You are self-excluded until ${lastDay}. Logging in, deposits and bets are available again from ${again}.`;
}

/**
 * "You are on a break until 29 November 2026, 3:05 PM AEDT. …": the end in the punter's own zone (kept with the
 * account, else the brand's), told as self-exclusion tells its end, with the one shared formatter.
 */
export function onBreakMessage(until: number, zone: string | null): string {
  const z = zone ?? DEFAULT_TIME_ZONE;
  const when = `${formatDate(until, 'fullDateTime', '12h', z)} ${zoneName(until, z)}`;
  return `You are on a break until ${when}. Logging in, deposits and bets are available again from then.`;
}

export interface Person extends Registrant {
  phone: string;
  /** The zone the punter's messages are told in, when the account keeps one. */
  time_zone?: string | null;
}

const BETSTOP_BLOCKED_MESSAGE =
  'You are registered with BetStop, the national self-exclusion register, so logging in, deposits and bets are not available.';

interface Restriction {
  /** The end of the latest self-exclusion in force (0: none). */
  excluded: number;
  /** The end of the latest break running, and the zone of the account it was taken on, to tell its end in. */
  onBreak: { until: number; zone: string | null } | null;
}

/**
 * The latest self-exclusion in force and the latest break running for this person on any account: the same first
 * name, last name and date of birth (what KYC verifies), or the same email or phone, each compared on keys that
 * look-alike letters, case, "+tags" and phone formats do not change (lib/identity.ts). A new email on a new account
 * does not dodge either. The database narrows the restricted accounts to those that share the date of birth, the
 * email's domain or the phone's last eight digits; the keys decide.
 */
async function restrictionOf(q: Queryable, person: Person, now: number): Promise<Restriction> {
  const phone = phoneKey(person.phone);
  const { rows } = await q.query<Person & { until: Date | null; break_until: Date | null; time_zone: string | null }>(
    `SELECT first_name, last_name, to_char(date_of_birth, 'YYYY-MM-DD') AS date_of_birth, email, phone,
            self_excluded_until AS until, break_until, time_zone
     FROM users
     WHERE (self_excluded_until > $1 OR break_until > $1)
       AND (date_of_birth = $2::date OR lower(split_part(email, '@', 2)) = $3
         OR ($4 <> '' AND right(regexp_replace(phone, '\\D', '', 'g'), 8) = $4))`,
    [iso(now), person.date_of_birth, emailDomain(person.email), phone.slice(-8)],
  );
  const mine = rows.filter((r) => samePerson(r, person));
  const end = (d: Date | null) => (d ? new Date(d).getTime() : 0);
  const excluded = mine.reduce((latest, r) => Math.max(latest, end(r.until)), 0);
  const longest = mine.reduce<(typeof mine)[number] | undefined>(
    (best, r) => (end(r.break_until) > end(best?.break_until ?? null) ? r : best),
    undefined,
  );
  const breakUntil = end(longest?.break_until ?? null);
  return { excluded, onBreak: onBreak(breakUntil, now) ? { until: breakUntil, zone: longest!.time_zone } : null };
}

/** The same person by name and date of birth, email or phone, on look-alike-proof keys. */
function samePerson(a: Person, b: Person): boolean {
  return (
    (a.date_of_birth === b.date_of_birth &&
      sameName(a.first_name, b.first_name) &&
      sameName(a.last_name, b.last_name)) ||
    emailKey(a.email) === emailKey(b.email) ||
    (phoneKey(a.phone) !== '' && phoneKey(a.phone) === phoneKey(b.phone))
  );
}

/**
 * Refuses (403) a person with a self-exclusion in force or a break running on any of their accounts, or on the
 * BetStop register. A break is refused as self-exclusion is, with its own code and its end in the punter's zone.
 * `registering` picks the BetStop message that says no account can be opened.
 */
export async function assertPersonNotExcluded(
  q: Queryable,
  person: Person,
  now: number,
  registering = false,
): Promise<void> {
  const { excluded, onBreak: breakRunning } = await restrictionOf(q, person, now);
  if (excluded > now)
    throw new HttpError(
      403,
      selfExcludedMessage(excluded, person.time_zone ?? undefined),
      {},
      { code: 'self-excluded' },
    );
  if (breakRunning)
    throw new HttpError(403, onBreakMessage(breakRunning.until, breakRunning.zone), {}, { code: 'on-break' });
  if (await localSelfExclusionRegister.isExcluded(q, person))
    throw new HttpError(403, registering ? BETSTOP_MESSAGE : BETSTOP_BLOCKED_MESSAGE, {}, { code: 'betstop' });
}

/** An account's holder as the exclusion checks know them, and whether their identity is verified. */
export async function accountHolder(
  q: Queryable,
  userId: string,
): Promise<(Person & { user_verified: boolean }) | undefined> {
  const { rows } = await q.query<Person & { user_verified: boolean }>(
    `SELECT first_name, last_name, to_char(date_of_birth, 'YYYY-MM-DD') AS date_of_birth, email, phone, user_verified,
            time_zone
     FROM users WHERE id = $1`,
    [userId],
  );
  return rows[0];
}

/** The same check for an existing account's holder (login, KYC approval, deposit, bet). */
export async function assertAccountHolderNotExcluded(q: Queryable, userId: string, now: number): Promise<void> {
  const holder = await accountHolder(q, userId);
  if (holder) await assertPersonNotExcluded(q, holder, now);
}
