import { randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../../db/client';
import { HttpError } from '../../lib/errors';
import { hashPassword } from '../../lib/password';
import { sha256 } from '../../lib/hash';
import { endOtherSessions } from './sessions';
import { iso } from '../../lib/dates';

const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

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

const INVALID_RESET_LINK = 'This password reset link is invalid or has expired. Please ask for a new one.';

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

async function sendMail(q: Queryable, mail: { to: string; subject: string; body: string; now: number }): Promise<void> {
  await q.query('INSERT INTO outbox_mails (to_email, subject, body, created_at) VALUES ($1, $2, $3, $4)', [
    mail.to,
    mail.subject,
    mail.body,
    iso(mail.now),
  ]);
}
