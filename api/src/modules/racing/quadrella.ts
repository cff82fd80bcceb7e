import type { Queryable } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { Race } from './race-model';
import { races } from './race-rows';

/** A meeting's quadrella: its last four races, eliminated runners listed last (SPEC section 9). */
export async function quadrella(
  q: Queryable,
  now: number,
  meetingId: number,
): Promise<{ meeting_id: number; meeting_name: string; legs: Race[] }> {
  const list = await races(q, now, 'WHERE r.meeting_id = $1 ORDER BY r.race_number', [meetingId], true);
  if (list.length < 4) throw notFound('This meeting has no quadrella');
  const legs = list.slice(-4).map((r) => ({
    ...r,
    runners: [...(r.runners ?? [])].sort((a, b) => Number(a.is_eliminated) - Number(b.is_eliminated)),
  }));
  return { meeting_id: meetingId, meeting_name: list[0].meeting_name, legs };
}
