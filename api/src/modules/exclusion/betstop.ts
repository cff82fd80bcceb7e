import type { Queryable } from '../../db/client';
import { emailDomain, emailKey, sameName } from '../../lib/identity';

export interface Registrant {
  first_name: string;
  last_name: string;
  /** YYYY-MM-DD */
  date_of_birth: string;
  email: string;
}

/** The national self-exclusion register (BetStop). Registration asks it before opening an account. */
export interface SelfExclusionRegister {
  isExcluded(q: Queryable, person: Registrant): Promise<boolean>;
}

/**
 * The embedded register: the self_exclusion_register table, matched on name and date of birth, or on email, with
 * look-alike letters, case and "+tags" ignored (lib/identity.ts); the database narrows it to entries sharing the date
 * of birth or the email's domain.
 */
export const localSelfExclusionRegister: SelfExclusionRegister = {
  async isExcluded(q, person) {
    const { rows } = await q.query<{
      first_name: string;
      last_name: string;
      same_birthday: boolean;
      email: string | null;
    }>(
      `SELECT first_name, last_name, date_of_birth = $1::date AS same_birthday, email FROM self_exclusion_register
       WHERE date_of_birth = $1::date OR lower(split_part(email, '@', 2)) = $2`,
      [person.date_of_birth, emailDomain(person.email)],
    );
    return rows.some(
      (r) =>
        (r.same_birthday && sameName(r.first_name, person.first_name) && sameName(r.last_name, person.last_name)) ||
        (r.email !== null && emailKey(r.email) === emailKey(person.email)),
    );
  },
};

export const BETSTOP_MESSAGE =
  'You are registered with BetStop, the national self-exclusion register, so we cannot open an account for you.';
