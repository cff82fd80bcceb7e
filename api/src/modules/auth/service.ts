import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { dollarsToCents } from '@wagering/contract/format';
import { dobToIso, genderCode, type RegistrationForm } from '@wagering/contract/forms';
import type { Db, Queryable } from '../../db/client';
import { conflict, HttpError } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import { sha256 } from '../../lib/hash';
import { TOO_MANY_ATTEMPTS } from '../../lib/rate-limits';
import { BETSTOP_MESSAGE, type SelfExclusionRegister } from '../exclusion/betstop';
import { assertAccountHolderNotExcluded, assertPersonNotExcluded } from '../exclusion/person-exclusion';
import { endOtherSessions } from './sessions';
import { userId } from './guard';
import { iso } from '../../lib/dates';
import { throttleAddress } from '../../lib/client-address';

/**
 * Failed password entries (logins and re-entries) allowed within the window before 429, all counted per client address
 * (IPv6 per /64, lib/client-address.ts) so the attacker is locked out, never the punter: per username from one address,
 * and per address over all usernames. Once a username has LOGIN_FAILURES_PER_USER failures from anywhere (a spread
 * guessing attack), an address that has failed on it even once is locked out; one that never failed (its owner) is not.
 */
export const LOGIN_FAILURES_PER_USER_AND_IP = 5;
export const LOGIN_FAILURES_PER_IP = 20;
export const LOGIN_FAILURES_PER_USER = 100;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const BAD_CREDENTIALS = 'The username or password you entered is incorrect.';
export const WRONG_PASSWORD = 'The password you entered is incorrect.';
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** Who is entering a password, from where and when: what the throttle counts. */
interface Attempt {
  username: string;
  ip: string;
  now: number;
}

/** 429 with Retry-After when this username or address has failed too often in the window. */
async function assertNotThrottled(q: Queryable, a: Attempt): Promise<void> {
  const ip = throttleAddress(a.ip);
  const { rows: counts } = await q.query<{ by_user: number; by_ip: number; by_both: number; oldest: Date | null }>(
    `SELECT count(*) FILTER (WHERE lower(username) = lower($1))::int AS by_user, count(*) FILTER (WHERE ip = $2)::int AS by_ip,
       count(*) FILTER (WHERE lower(username) = lower($1) AND ip = $2)::int AS by_both, min(at) AS oldest
     FROM login_failures WHERE at > $3 AND (lower(username) = lower($1) OR ip = $2)`,
    [a.username, ip, iso(a.now - LOGIN_WINDOW_MS)],
  );
  const c = counts[0];
  if (
    c.by_both >= LOGIN_FAILURES_PER_USER_AND_IP ||
    c.by_ip >= LOGIN_FAILURES_PER_IP ||
    (c.by_user >= LOGIN_FAILURES_PER_USER && c.by_both > 0)
  ) {
    const retryAfterMs = (c.oldest ? new Date(c.oldest).getTime() : a.now) + LOGIN_WINDOW_MS - a.now;
    throw new HttpError(
      429,
      TOO_MANY_ATTEMPTS,
      {},
      { retry_after_seconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) },
    );
  }
}

const recordFailure = (q: Queryable, a: Attempt) =>
  q.query('INSERT INTO login_failures (username, ip, at) VALUES ($1, $2, $3)', [
    a.username,
    throttleAddress(a.ip),
    iso(a.now),
  ]);

/** A hash no password matches, checked when the username is unknown so both answers take as long (no oracle). */
let unknownUserHash: Promise<string> | undefined;
const hashOfNobody = () => (unknownUserHash ??= hashPassword(randomBytes(24).toString('base64')));

/** Checks credentials (username or email) with per-user and per-IP throttling; returns the punter's id. */
export async function authenticate(
  db: Db,
  args: { username: string; password: string; ip: string; now: number },
): Promise<{ id: string; user_verified: boolean }> {
  await assertNotThrottled(db, args);
  const { rows } = await db.query<{ id: string; password_hash: string; user_verified: boolean }>(
    'SELECT id, password_hash, user_verified FROM users WHERE lower(username) = lower($1) OR lower(email) = lower($1) LIMIT 1',
    [args.username],
  );
  const user = rows[0];
  const matches = await verifyPassword(args.password, user?.password_hash ?? (await hashOfNobody()));
  if (!user || !matches) {
    await recordFailure(db, args);
    throw new HttpError(400, BAD_CREDENTIALS, { password: BAD_CREDENTIALS });
  }
  await assertAccountHolderNotExcluded(db, user.id, args.now);
  return { id: user.id, user_verified: user.user_verified };
}

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

/**
 * Password recovery: when user_id (username or email), names and date of birth match, a reset link goes to the
 * outbox. Unknown or mismatching details get the same answer, so the form cannot be used to find accounts.
 */
export async function requestPasswordReset(
  db: Db,
  args: { user_id: string; first_name: string; last_name: string; dob: string; now: number; resetUrl: string },
): Promise<void> {
  await db.tx(async (q) => {
    const { rows } = await q.query<{ id: string; email: string; first_name: string }>(
      `SELECT id, email, first_name FROM users
       WHERE (lower(username) = lower($1) OR lower(email) = lower($1)) AND lower(first_name) = lower($2)
         AND lower(last_name) = lower($3) AND date_of_birth = $4::date`,
      [args.user_id, args.first_name, args.last_name, args.dob],
    );
    const user = rows[0];
    if (!user) return;
    const token = randomBytes(24).toString('base64url');
    await q.query('INSERT INTO password_resets (token_hash, user_id, expires_at) VALUES ($1, $2, $3)', [
      sha256(token),
      user.id,
      iso(args.now + RESET_TOKEN_TTL_MS),
    ]);
    await sendMail(q, {
      to: user.email,
      subject: 'Reset your password',
      body: `Hi ${user.first_name},\n\nUse this link within an hour to choose a new password:\n${args.resetUrl}?token=${token}\n\nIf you did not ask for this, ignore this email.`,
      now: args.now,
    });
  });
}

export const INVALID_RESET_LINK = 'This password reset link is invalid or has expired. Please ask for a new one.';

/** Sets a new password from an unexpired, unused reset token, and ends every session of the punter. */
export async function resetPassword(db: Db, args: { token: string; password: string; now: number }): Promise<void> {
  const passwordHash = await hashPassword(args.password);
  await db.tx(async (q) => {
    const { rows } = await q.query<{ user_id: string }>(
      'SELECT user_id FROM password_resets WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 FOR UPDATE',
      [sha256(args.token), iso(args.now)],
    );
    if (!rows[0]) throw new HttpError(400, INVALID_RESET_LINK, { token: INVALID_RESET_LINK });
    await q.query('UPDATE password_resets SET used_at = $2 WHERE token_hash = $1', [sha256(args.token), iso(args.now)]);
    await q.query('UPDATE users SET password_hash = $2 WHERE id = $1', [rows[0].user_id, passwordHash]);
    await endOtherSessions(q, rows[0].user_id, args.now);
  });
}

export async function sendMail(
  q: Queryable,
  mail: { to: string; subject: string; body: string; now: number },
): Promise<void> {
  await q.query('INSERT INTO outbox_mails (to_email, subject, body, created_at) VALUES ($1, $2, $3, $4)', [
    mail.to,
    mail.subject,
    mail.body,
    iso(mail.now),
  ]);
}

/**
 * Re-checks the punter's password (withdrawals, self-exclusion, password change): 400 on the given field otherwise.
 * A wrong one counts toward the login throttle, under the punter's username and the client's address.
 */
export async function assertPassword(
  q: Queryable,
  args: { userId: string; password: string; field: string; ip: string; now: number },
): Promise<void> {
  const { rows } = await q.query<{ username: string; password_hash: string }>(
    'SELECT username, password_hash FROM users WHERE id = $1',
    [args.userId],
  );
  const attempt = { username: rows[0]?.username ?? args.userId, ip: args.ip, now: args.now };
  await assertNotThrottled(q, attempt);
  if (!rows[0] || !(await verifyPassword(args.password, rows[0].password_hash))) {
    await recordFailure(q, attempt);
    throw new HttpError(400, WRONG_PASSWORD, { [args.field]: WRONG_PASSWORD });
  }
}

/** assertPassword for the request's punter, counted against the request's address, at the app's time. */
export const assertReenteredPassword = (request: FastifyRequest, password: string, field: string) =>
  assertPassword(request.server.deps.db, {
    userId: userId(request),
    password,
    field,
    ip: request.ip,
    now: request.server.deps.clock.now(),
  });
