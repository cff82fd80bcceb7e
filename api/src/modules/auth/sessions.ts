import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/client';
import { iso } from '../../lib/dates';
import { publishIn, SESSIONS_ENDED } from '../live-events/publish';
import { sha256 } from '../../lib/hash';
import { ACCESS_TOKEN_TTL_S, REMEMBERED_TOKEN_TTL_S, signAccessToken, type TokenClaims } from './tokens';

/** How long a live-stream ticket can wait to be used. */
const LIVE_TICKET_TTL_MS = 30_000;

/** Opens a session for the punter: its access token and id. */
export async function openSession(
  q: Queryable,
  args: { secret: string; userId: string; now: number; rememberMe: boolean },
): Promise<{ token: string; sessionId: string }> {
  const ttl = args.rememberMe ? REMEMBERED_TOKEN_TTL_S : ACCESS_TOKEN_TTL_S;
  const sessionId = crypto.randomUUID();
  await q.query('INSERT INTO sessions (id, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
    sessionId,
    args.userId,
    iso(args.now),
    iso(args.now + ttl * 1000),
  ]);
  return { token: await signAccessToken(args.secret, { userId: args.userId, sessionId }, args.now, ttl), sessionId };
}

/** Opens a session for the punter and returns its access token. */
export const startSession = async (q: Queryable, args: Parameters<typeof openSession>[1]) =>
  (await openSession(q, args)).token;

/**
 * When the session runs out, and whether it was opened with Remember me (it lives longer than a day), or undefined
 * when it is unknown.
 */
export async function sessionLifetime(
  q: Queryable,
  sessionId: string,
): Promise<{ expiresAt: number; remembered: boolean } | undefined> {
  const { rows } = await q.query<{ created_at: string | Date; expires_at: string | Date }>(
    'SELECT created_at, expires_at FROM sessions WHERE id = $1',
    [sessionId],
  );
  if (!rows[0]) return undefined;
  const expiresAt = new Date(rows[0].expires_at).getTime();
  return { expiresAt, remembered: expiresAt - new Date(rows[0].created_at).getTime() > ACCESS_TOKEN_TTL_S * 1000 };
}

/** True while the token's session is open (not logged out, not ended by a password change or reset). */
export async function sessionIsOpen(q: Queryable, claims: TokenClaims, now: number): Promise<boolean> {
  const { rows } = await q.query(
    'SELECT 1 FROM sessions WHERE id = $1 AND user_id = $2 AND ended_at IS NULL AND expires_at > $3',
    [claims.sessionId, claims.userId, iso(now)],
  );
  return rows.length > 0;
}

/**
 * Ends every open session of the punter but `keep` (a password change keeps the one it was made in; logout and a
 * reset keep none) and, once that commits, the live streams opened with them on every replica; returns how many.
 */
export async function endOtherSessions(q: Queryable, userId: string, now: number, keep?: string): Promise<number> {
  const { rows } = await q.query<{ id: string }>(
    'UPDATE sessions SET ended_at = $2 WHERE user_id = $1 AND ended_at IS NULL AND id IS DISTINCT FROM $3 RETURNING id',
    [userId, iso(now), keep ?? null],
  );
  if (rows.length) await publishIn(q, { kind: SESSIONS_ENDED, userId, sessions: rows.map((r) => r.id) });
  return rows.length;
}

/** A one-use ticket opening the live stream as the session's punter. */
export async function issueLiveTicket(q: Queryable, sessionId: string, now: number): Promise<string> {
  const ticket = randomBytes(24).toString('base64url');
  await q.query('INSERT INTO live_tickets (ticket_hash, session_id, expires_at) VALUES ($1, $2, $3)', [
    sha256(ticket),
    sessionId,
    iso(now + LIVE_TICKET_TTL_MS),
  ]);
  await q.query('DELETE FROM live_tickets WHERE expires_at <= $1', [iso(now)]);
  return ticket;
}

/** Uses up a live ticket: the punter and session of its still-open session, or undefined (unknown, used, expired). */
export async function redeemLiveTicket(
  q: Queryable,
  ticket: string,
  now: number,
): Promise<{ userId: string; sessionId: string } | undefined> {
  const { rows } = await q.query<{ userId: string; sessionId: string }>(
    `WITH used AS (DELETE FROM live_tickets WHERE ticket_hash = $1 RETURNING session_id, expires_at)
     SELECT s.user_id AS "userId", s.id AS "sessionId" FROM used JOIN sessions s ON s.id = used.session_id
     WHERE used.expires_at > $2 AND s.ended_at IS NULL AND s.expires_at > $2`,
    [sha256(ticket), iso(now)],
  );
  return rows[0];
}
