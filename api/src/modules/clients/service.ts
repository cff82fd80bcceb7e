import { assertAccountHolderNotExcluded } from '../exclusion/person-exclusion';
import type { Db, Queryable } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { getBalances } from '../ledger/service';
import { publishIn } from '../live-events/publish';
import { iso } from '../../lib/dates';
import { PROFILE_DETAILS_FIELDS } from '@wagering/contract/forms';
import type { VerificationStatus } from '@wagering/contract/schemas';
import type { profileResponse } from './schemas';
import type { Infer } from '../../lib/schemas';

type Profile = Infer<typeof profileResponse>;

const isoOrNull = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

/** The profile merged into the login result (SPEC: "a profile GET … supplies profile fields"). */
export async function getProfile(q: Queryable, userId: string) {
  type ProfileRow = Omit<
    Profile,
    'user_id' | 'self_excluded_until' | 'last_withdrawal_at' | 'cash_cents' | 'bonus_cents'
  > & {
    id: string;
    self_excluded_until: Date | null;
    last_withdrawal_at: Date | null;
  };
  const { rows } = await q.query<ProfileRow>(
    `SELECT id, username, email, gender, first_name, middle_name, last_name, phone, to_char(date_of_birth, 'YYYY-MM-DD') AS date_of_birth,
       address, home_unit_number, home_street_number, home_street_name, home_street_type, country, state, home_suburb, post_code,
       allow_email_marketing, user_verified, verification_status, self_excluded_until, last_withdrawal_at
     FROM users WHERE id = $1`,
    [userId],
  );
  const u = rows[0];
  if (!u) throw notFound('Account not found');
  const { id, self_excluded_until, last_withdrawal_at, ...rest } = u;
  return {
    user_id: id,
    ...rest,
    self_excluded_until: isoOrNull(self_excluded_until),
    last_withdrawal_at: isoOrNull(last_withdrawal_at),
    ...(await getBalances(q, userId)),
  };
}

/** The users columns the profile's details form changes (has_auto_filling only steers the form's rules). */
export const UPDATABLE_FIELDS = PROFILE_DETAILS_FIELDS.filter(
  (f): f is Exclude<(typeof PROFILE_DETAILS_FIELDS)[number], 'has_auto_filling'> => f !== 'has_auto_filling',
);

/** Saves contact and address details. Names and date of birth are fixed by identity verification. */
export async function updateDetails(
  q: Queryable,
  userId: string,
  details: Partial<Record<(typeof UPDATABLE_FIELDS)[number], unknown>>,
) {
  const sets = UPDATABLE_FIELDS.map((f, i) => `${f} = $${i + 2}`).join(', ');
  await q.query(`UPDATE users SET ${sets} WHERE id = $1`, [userId, ...UPDATABLE_FIELDS.map((f) => details[f] ?? '')]);
}

/**
 * Stores an uploaded ID and marks the punter's verification pending. A new upload while one is pending replaces it
 * (a blurred photo can be sent again).
 */
export async function submitIdentityDocument(
  db: Db,
  userId: string,
  doc: { fileName: string; mimeType: string; content: Buffer; now: number },
) {
  return db.tx(async (q) => {
    const { rows } = await q.query<{ verification_status: string }>(
      'SELECT verification_status FROM users WHERE id = $1 FOR UPDATE',
      [userId],
    );
    if (!rows[0]) throw notFound('Account not found');
    if (rows[0].verification_status === 'verified') throw conflict('Your identity is already verified.');
    // The replaced, never-reviewed document is not kept: no more identity data is held than is needed.
    await q.query("DELETE FROM identity_documents WHERE user_id = $1 AND status = 'pending'", [userId]);
    await q.query(
      'INSERT INTO identity_documents (user_id, file_name, mime_type, content, uploaded_at) VALUES ($1, $2, $3, $4, $5)',
      [userId, doc.fileName, doc.mimeType, doc.content, iso(doc.now)],
    );
    await q.query("UPDATE users SET verification_status = 'pending' WHERE id = $1", [userId]);
    return getVerification(q, userId);
  });
}

export async function getVerification(q: Queryable, userId: string) {
  const { rows } = await q.query<{
    user_verified: boolean;
    verification_status: VerificationStatus;
    uploaded_at: Date | null;
  }>(
    `SELECT u.user_verified, u.verification_status,
       (SELECT max(uploaded_at) FROM identity_documents d WHERE d.user_id = u.id) AS uploaded_at
     FROM users u WHERE u.id = $1`,
    [userId],
  );
  if (!rows[0]) throw notFound('Account not found');
  return { ...rows[0], uploaded_at: isoOrNull(rows[0].uploaded_at) };
}

/** The simulated KYC provider's answer: the pending ID is accepted and the punter becomes verified. */
export async function approveIdentity(db: Db, userId: string, now: number) {
  return db.tx(async (q) => {
    const { rows } = await q.query<{ verification_status: string }>(
      'SELECT verification_status FROM users WHERE id = $1 FOR UPDATE',
      [userId],
    );
    if (!rows[0]) throw notFound('Account not found');
    if (rows[0].verification_status !== 'pending')
      throw conflict('No ID document is waiting for review for this account.');
    // A verified identity must not belong to a self-excluded person (a new account does not dodge an exclusion).
    await assertAccountHolderNotExcluded(q, userId, now);
    await q.query(
      "UPDATE identity_documents SET status = 'verified', reviewed_at = $2 WHERE user_id = $1 AND status = 'pending'",
      [userId, iso(now)],
    );
    await q.query("UPDATE users SET verification_status = 'verified', user_verified = true WHERE id = $1", [userId]);
    // Every open page of the punter may deposit and bet from now on, without a new login.
    await publishIn(q, { kind: 'account', userId, user_verified: true, verification_status: 'verified' });
    return getVerification(q, userId);
  });
}
