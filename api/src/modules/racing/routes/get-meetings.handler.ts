import type { FastifyInstance } from 'fastify';
import type { Infer } from '../../../lib/schemas';
import type { ApiHandler } from '../../../lib/type-provider';
import type { getMeetingListSchema, getMeetingsSchema, meetingsQuery } from './get-meetings.schema';
import { dayOf } from '../../../lib/dates';
import { meetingsOn } from '../meetings';
import { raceTypeOf } from '../race-model';

/** A day's meetings (today by default): one query for both answers. */
const meetingsOf = async (req: { server: FastifyInstance; query: Infer<typeof meetingsQuery> }) =>
  meetingsOn(
    req.server.deps.db,
    req.server.deps.clock.now(),
    req.query.date ?? dayOf(req.server.deps.clock.now()),
    raceTypeOf(req.query.type),
  );

export const getMeetingsHandler: ApiHandler<typeof getMeetingsSchema> = async (req) => ({ data: await meetingsOf(req) });

/** The same meetings in the light form lists show. */
export const getMeetingListHandler: ApiHandler<typeof getMeetingListSchema> = async (req) => ({ data: await meetingsOf(req) });
