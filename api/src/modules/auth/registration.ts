import { dollarsToCents } from '@wagering/contract/format';
import { dobToIso, genderCode, type RegistrationForm } from '@wagering/contract/forms';
import type { Db } from '../../db/client';
import { conflict, HttpError } from '../../lib/errors';
import { hashPassword } from '../../lib/password';
import { BETSTOP_MESSAGE, type SelfExclusionRegister } from '../exclusion/betstop';
import { assertPersonNotExcluded } from '../exclusion/person-exclusion';
import { iso } from '../../lib/dates';

/** Opens an account from a validated registration (all three steps); refuses BetStop registrants and taken emails. */
export async function register(
  db: Db,
  form: RegistrationForm,
  deps: { register: SelfExclusionRegister; now: number },
): Promise<string> {
  const dateOfBirth = dobToIso(form.date_of_birth);
  const passwordHash = await hashPassword(form.password);
  const emailTaken = () =>
    conflict('An account with this email address already exists.', {
      email: 'An account with this email address already exists.',
    });
  // Two registrations racing for one email: the unique index settles it, answered like the check below.
  const whenTaken = (err: unknown) => {
    throw (err as { code?: string }).code === '23505' ? emailTaken() : err;
  };
  return db
    .tx(async (q) => {
      const person = {
        first_name: form.first_name,
        last_name: form.last_name,
        date_of_birth: dateOfBirth,
        email: form.email,
        phone: form.phone,
      };
      if (await deps.register.isExcluded(q, person)) throw new HttpError(403, BETSTOP_MESSAGE, {}, { code: 'betstop' });
      await assertPersonNotExcluded(q, person, deps.now, true);
      const taken = await q.query('SELECT 1 FROM users WHERE lower(email) = lower($1) OR lower(username) = lower($1)', [
        form.email,
      ]);
      if (taken.rows.length) throw emailTaken();
      const id = crypto.randomUUID();
      await q.query(
        `INSERT INTO users (id, username, email, password_hash, gender, first_name, middle_name, last_name, phone, date_of_birth,
         address, home_unit_number, home_street_number, home_street_name, home_street_type, country, state, home_suburb, post_code,
         allow_email_marketing, heard_about, company, created_at)
       VALUES ($1, $2, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22)`,
        [
          id,
          form.email.toLowerCase(),
          passwordHash,
          genderCode(form.gender),
          form.first_name,
          form.middle_name ?? '',
          form.last_name,
          form.phone,
          dateOfBirth,
          form.address ?? '',
          form.home_unit_number ?? '',
          form.home_street_number,
          form.home_street_name,
          form.home_street_type ?? '',
          form.country,
          form.state ?? '',
          form.home_suburb,
          form.post_code,
          form.allow_email_marketing,
          form.heard_about ?? '',
          form.company,
          iso(deps.now),
        ],
      );
      await q.query('INSERT INTO wallets (user_id) VALUES ($1)', [id]);
      if (!form.has_opted_out && form.deposit_limit_amount != null && form.limit_period != null) {
        await q.query(
          'INSERT INTO deposit_limits (user_id, amount_cents, period_days, requested_at, effective_from) VALUES ($1, $2, $3, $4, $4)',
          [id, dollarsToCents(form.deposit_limit_amount), form.limit_period, iso(deps.now)],
        );
      }
      return id;
    })
    .catch(whenTaken);
}
