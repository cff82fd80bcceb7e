import type { Queryable } from '../../db/client';
import { HttpError } from '../../lib/errors';
import { TOO_MANY_ATTEMPTS } from '../../lib/rate-limits';
import { iso } from '../../lib/dates';
import { throttleAddress } from '../../lib/client-address';

/**
 * Failed password entries (logins and re-entries) allowed within the window before 429, all counted per client address
 * (IPv6 per /64, lib/client-address.ts) so the attacker is locked out, never the punter: per username from one address,
 * and per address over all usernames. Once a username has LOGIN_FAILURES_PER_USER failures from anywhere (a spread
 * guessing attack), an address that has failed on it even once is locked out; one that never failed (its owner) is not.
 */
const LOGIN_FAILURES_PER_USER_AND_IP = 5;
const LOGIN_FAILURES_PER_IP = 20;
export const LOGIN_FAILURES_PER_USER = 100;
const LOGIN_WINDOW_MS = 15 * 60 * 1000;

/** Who is entering a password, from where and when: what the throttle counts. */
interface Attempt {
  username: string;
  ip: string;
  now: number;
}

/** 429 with Retry-After when this username or address has failed too often in the window. */
export async function assertNotThrottled(q: Queryable, a: Attempt): Promise<void> {
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

export const recordFailure = (q: Queryable, a: Attempt) =>
  q.query('INSERT INTO login_failures (username, ip, at) VALUES ($1, $2, $3)', [
    a.username,
    throttleAddress(a.ip),
    iso(a.now),
  ]);
