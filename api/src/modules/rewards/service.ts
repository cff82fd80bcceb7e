import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/client';
import { forbidden, notFound, unauthorized } from '../../lib/errors';
import { sha256 } from '../../lib/hash';
import { iso } from '../../lib/dates';
import { onBreak } from '@wagering/contract/wagering';

/** Does any of the punter's bank accounts sit on the rewards service's banned list? */
export async function hasBannedBankAccount(q: Queryable, userId: string): Promise<boolean> {
  const { rows } = await q.query(
    'SELECT 1 FROM bank_accounts a JOIN banned_bank_accounts b ON b.bsb = a.bsb AND b.account_number = a.account_number WHERE a.user_id = $1 LIMIT 1',
    [userId],
  );
  return rows.length > 0;
}

/**
 * Opens a rewards session. Self-claimed rewards need a verified punter, neither self-excluded nor on a break; bonus promotions also
 * need no bank account on the banned list (rewards are paid into it).
 */
export async function rewardsLogin(q: Queryable, userId: string, now: number) {
  const { rows } = await q.query<{
    user_verified: boolean;
    self_excluded_until: Date | null;
    break_until: Date | null;
  }>('SELECT user_verified, self_excluded_until, break_until FROM users WHERE id = $1', [userId]);
  if (!rows[0]) throw notFound('Account not found');
  const { self_excluded_until: selfExcluded, break_until: breakUntil } = rows[0];
  const excluded =
    (!!selfExcluded && new Date(selfExcluded).getTime() > now) ||
    onBreak(breakUntil ? new Date(breakUntil).getTime() : null, now);
  const claimEligible = rows[0].user_verified && !excluded;
  const token = randomBytes(24).toString('base64url');
  await q.query('INSERT INTO crm_sessions (token_hash, user_id, created_at) VALUES ($1, $2, $3)', [
    sha256(token),
    userId,
    iso(now),
  ]);
  return {
    crm_token: token,
    is_self_rewards_claim_eligible: claimEligible,
    is_bonus_promotion_eligible: claimEligible && !(await hasBannedBankAccount(q, userId)),
  };
}

export const CRM_SESSION_ENDED = 'Your rewards session has ended. Please log in to rewards again.';

/** The punter of a live rewards session (X-CRM-Token header); 401 otherwise. */
export async function crmUser(q: Queryable, token: string | undefined): Promise<string> {
  if (!token) throw unauthorized(CRM_SESSION_ENDED);
  const { rows } = await q.query<{ user_id: string }>(
    'SELECT user_id FROM crm_sessions WHERE token_hash = $1 AND revoked_at IS NULL',
    [sha256(token)],
  );
  if (!rows[0]) throw unauthorized(CRM_SESSION_ENDED);
  return rows[0].user_id;
}

export async function rewardsLogout(q: Queryable, token: string, now: number) {
  await q.query('UPDATE crm_sessions SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL', [
    sha256(token),
    iso(now),
  ]);
}

export const BANNED_ACCOUNT = 'This bank account cannot receive rewards. Please register a different account.';

/** Registers one of the punter's bank accounts to receive rewards payouts. */
export async function registerRewardsBankAccount(q: Queryable, userId: string, bankAccountId: number) {
  const { rows } = await q.query<{ banned: boolean }>(
    `SELECT b.bsb IS NOT NULL AS banned FROM bank_accounts a
     LEFT JOIN banned_bank_accounts b ON b.bsb = a.bsb AND b.account_number = a.account_number
     WHERE a.id = $1 AND a.user_id = $2`,
    [bankAccountId, userId],
  );
  if (!rows[0]) throw notFound('Bank account not found');
  if (rows[0].banned) throw forbidden(BANNED_ACCOUNT);
  await q.query('UPDATE bank_accounts SET rewards_registered = true WHERE id = $1', [bankAccountId]);
  return { bank_account_id: bankAccountId, registered: true };
}
