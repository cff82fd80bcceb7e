import type { Queryable } from '../../db/client';
import { iso } from '../../lib/dates';
import { HttpError } from '../../lib/errors';
import { selfExcludedMessage } from '../auth/guard';
import { BETSTOP_MESSAGE, localSelfExclusionRegister, type Registrant } from './betstop';

export interface Person extends Registrant {
  phone: string;
}

export const BETSTOP_BLOCKED_MESSAGE =
  'You are registered with BetStop, the national self-exclusion register, so logging in, deposits and bets are not available.';

/**
 * The end of the latest self-exclusion in force for this person on any account: the same first name, last name
 * and date of birth (what KYC verifies), or the same email or phone. A new email on a new account does not dodge it.
 */
async function excludedUntil(q: Queryable, person: Person, now: number): Promise<number> {
  const { rows } = await q.query<{ until: Date | null }>(
    `SELECT max(self_excluded_until) AS until FROM users
     WHERE self_excluded_until > $6
       AND ((lower(first_name) = lower($1) AND lower(last_name) = lower($2) AND date_of_birth = $3::date)
         OR lower(email) = lower($4)
         OR (regexp_replace($5, '\\D', '', 'g') <> '' AND regexp_replace(phone, '\\D', '', 'g') = regexp_replace($5, '\\D', '', 'g')))`,
    [person.first_name, person.last_name, person.date_of_birth, person.email, person.phone, iso(now)],
  );
  return rows[0]?.until ? new Date(rows[0].until).getTime() : 0;
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
