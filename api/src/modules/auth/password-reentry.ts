import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/client';
import { HttpError } from '../../lib/errors';
import { verifyPassword } from '../../lib/password';
import { userId } from './guard';
import { assertNotThrottled, recordFailure } from './throttle';

const WRONG_PASSWORD = 'The password you entered is incorrect.';

/**
 * Re-checks the punter's password (withdrawals, self-exclusion, password change): 400 on the given field otherwise.
 * A wrong one counts toward the login throttle, under the punter's username and the client's address.
 */
async function assertPassword(
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
