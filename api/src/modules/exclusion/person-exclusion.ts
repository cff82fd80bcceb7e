import type { Queryable } from '../../db/client';
import { formatLongDate, formatTime, iso } from '../../lib/dates';
import { HttpError } from '../../lib/errors';
import { emailDomain, emailKey, phoneKey, sameName } from '../../lib/identity';
import { BETSTOP_MESSAGE, localSelfExclusionRegister, type Registrant } from './betstop';

/**
 * `until` is the first moment the punter may bet again. An exclusion the punter chose ends at midnight after the last
 * excluded day: the message names that day and the next one. One that ends within a day (a whole number of days from
 * when it was set) names its day once, then the time it ends, rather than the same date twice.
 */
export function selfExcludedMessage(until: number): string {
  const lastDay = formatLongDate(until - 1);
  const again = formatLongDate(until);
  return lastDay === again
    ? `You are self-excluded until ${again}. Logging in, deposits and bets are available again from ${formatTime(until)} (UTC) that day.`
    : `You are self-excluded until ${lastDay}. Logging in, deposits and bets are available again from ${again}.`;
}

export interface Person extends Registrant {
  phone: string;
}

export const BETSTOP_BLOCKED_MESSAGE =
  'You are registered with BetStop, the national self-exclusion register, so logging in, deposits and bets are not available.';

/**
 * The end of the latest self-exclusion in force for this person on any account: the same first name, last name
 * and date of birth (what KYC verifies), or the same email or phone, each compared on keys that look-alike letters,
 * case, "+tags" and phone formats do not change (lib/identity.ts). A new email on a new account does not dodge it.
 * The database narrows the excluded accounts to those that share the date of birth, the email's domain or the phone's
 * last eight digits; the keys decide.
 */
async function excludedUntil(q: Queryable, person: Person, now: number): Promise<number> {
  const phone = phoneKey(person.phone);
  const { rows } = await q.query<Person & { until: Date }>(
    `SELECT first_name, last_name, to_char(date_of_birth, 'YYYY-MM-DD') AS date_of_birth, email, phone,
            self_excluded_until AS until
     FROM users
     WHERE self_excluded_until > $1
       AND (date_of_birth = $2::date OR lower(split_part(email, '@', 2)) = $3
         OR ($4 <> '' AND right(regexp_replace(phone, '\\D', '', 'g'), 8) = $4))`,
    [iso(now), person.date_of_birth, emailDomain(person.email), phone.slice(-8)],
  );
  return rows
    .filter((r) => samePerson(r, person))
    .reduce((latest, r) => Math.max(latest, new Date(r.until).getTime()), 0);
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
 * Refuses (403) a person with a self-exclusion in force on any of their accounts, or on the BetStop register.
 * `registering` picks the BetStop message that says no account can be opened.
 */
export async function assertPersonNotExcluded(
  q: Queryable,
  person: Person,
  now: number,
  registering = false,
): Promise<void> {
  const until = await excludedUntil(q, person, now);
  if (until > now) throw new HttpError(403, selfExcludedMessage(until), {}, { code: 'self-excluded' });
  if (await localSelfExclusionRegister.isExcluded(q, person))
    throw new HttpError(403, registering ? BETSTOP_MESSAGE : BETSTOP_BLOCKED_MESSAGE, {}, { code: 'betstop' });
}

/** An account's holder as the exclusion checks know them, and whether their identity is verified. */
export async function accountHolder(
  q: Queryable,
  userId: string,
): Promise<(Person & { user_verified: boolean }) | undefined> {
  const { rows } = await q.query<Person & { user_verified: boolean }>(
    `SELECT first_name, last_name, to_char(date_of_birth, 'YYYY-MM-DD') AS date_of_birth, email, phone, user_verified
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
