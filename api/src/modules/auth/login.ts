import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import { assertAccountHolderNotExcluded } from '../exclusion/person-exclusion';
import { assertNotThrottled, recordFailure } from './throttle';

const BAD_CREDENTIALS = 'The username or password you entered is incorrect.';

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
