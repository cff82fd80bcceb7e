import type { Queryable } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { Meeting, Race } from './race-model';
import { meetingsWhere } from './meetings';
import { race } from './race';

/** A race card: the meeting with all its races, the chosen race with runners and products. */
export async function raceCard(
  q: Queryable,
  now: number,
  meetingId: number,
  eventId: number,
): Promise<{ meeting: Meeting; race: Race }> {
  const [meeting] = await meetingsWhere(q, now, 'WHERE m.meeting_id = $1', [meetingId]);
  if (!meeting || !meeting.races.some((r) => r.event_id === eventId)) throw notFound('Race not found');
  return { meeting, race: await race(q, now, eventId) };
}
