import type { FastifyRequest } from 'fastify';
import { TIME_ZONE_COOKIE } from '@wagering/contract/constants';
import { isKnownZone } from '@wagering/contract/format';
import type { Queryable } from '../../db/client';
import { requestCookie } from './cookies';

/**
 * Keeps the punter's time zone with their account, as their browser tells it (the `tz` cookie every page of the site
 * sets), so what reaches them away from the site (Blackbook mails) is told in their time. A missing or unknown zone
 * changes nothing.
 */
export async function rememberTimeZone(q: Queryable, userId: string, request: FastifyRequest): Promise<void> {
  const zone = requestCookie(request, TIME_ZONE_COOKIE);
  if (!isKnownZone(zone)) return;
  await q.query('UPDATE users SET time_zone = $2 WHERE id = $1 AND time_zone IS DISTINCT FROM $2', [userId, zone]);
}
