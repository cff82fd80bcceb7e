import type { Queryable } from '../../db/client';

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

/** The embedded register: the self_exclusion_register table, matched on name and date of birth, or on email. */
export const localSelfExclusionRegister: SelfExclusionRegister = {
  async isExcluded(q, person) {
    const { rows } = await q.query(
      `SELECT 1 FROM self_exclusion_register
       WHERE (lower(first_name) = lower($1) AND lower(last_name) = lower($2) AND date_of_birth = $3::date)
          OR (email IS NOT NULL AND lower(email) = lower($4))
       LIMIT 1`,
      [person.first_name, person.last_name, person.date_of_birth, person.email],
    );
    return rows.length > 0;
  },
};

export const BETSTOP_MESSAGE =
  'You are registered with BetStop, the national self-exclusion register, so we cannot open an account for you.';
