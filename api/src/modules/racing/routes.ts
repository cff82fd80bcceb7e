import { errorResponses } from '../../lib/schemas';
import type { ApiRoutes } from '../../lib/type-provider';
import { revalidatedPublicLists } from '../../lib/public-lists';
import { addDays, dayOf } from '../../lib/dates';
import {
  data,
  dateParam,
  flucsSchema,
  idParam,
  meetingListSchema,
  meetingSchema,
  raceSchema,
  runnerSchema,
  typeParam,
} from './schemas';
import * as racing from './service';
import { badRequest } from '../../lib/errors';
import { CHECK_FIELDS } from '../../lib/validate';

const tags = ['racing'];

export const racingRoutes: ApiRoutes = async (app) => {
  const now = () => app.deps.clock.now();
  const db = () => app.deps.db;
  await revalidatedPublicLists(app);

  app.get(
    '/racing/next-to-jump/:type/:count',
    {
      schema: {
        tags,
        summary: 'The next races to jump (jumps_in_sec above 0), soonest first',
        params: {
          type: 'object',
          required: ['type', 'count'],
          properties: { type: typeParam, count: { type: 'integer', minimum: 1, maximum: 100, default: 6 } },
        },
        response: data({ type: 'array', items: raceSchema }),
      },
    },
    async (req) => ({
      data: await racing.nextToJump(db(), now(), racing.raceTypeOf(req.params.type), req.params.count),
    }),
  );

  app.get(
    '/racing/next-to-jump',
    {
      schema: {
        tags,
        summary: 'The racing list: the next races to jump (type default A, count default 6)',
        querystring: {
          type: 'object',
          properties: { type: typeParam, count: { type: 'integer', minimum: 1, maximum: 100, default: 6 } },
        },
        response: data({ type: 'array', items: raceSchema }),
      },
    },
    async (req) => ({ data: await racing.nextToJump(db(), now(), racing.raceTypeOf(req.query.type), req.query.count) }),
  );

  // A day's meetings in full, and the same meetings as lists show them: one query, two answer schemas.
  for (const [path, summary, meeting] of [
    ['/racing/meetings', "A day's meetings (today by default) with their races", meetingSchema],
    [
      '/racing/meeting-list',
      "The racing page's list: a day's meetings (today by default) with each race's number, status and jump only " +
        '(the light form of /racing/meetings, for lists)',
      meetingListSchema,
    ],
  ] as const)
    app.get(
      path,
      {
        schema: {
          tags,
          summary,
          querystring: { type: 'object', properties: { date: dateParam, type: typeParam } },
          response: data({ type: 'array', items: meeting }),
        },
      },
      async (req) => ({
        data: await racing.meetingsOn(db(), now(), req.query.date ?? dayOf(now()), racing.raceTypeOf(req.query.type)),
      }),
    );

  app.get(
    '/racing/futures',
    {
      schema: {
        tags,
        summary: 'Futures: feature races a week or more ahead, fixed win only',
        querystring: { type: 'object', properties: { type: typeParam } },
        response: data({ type: 'array', items: meetingSchema }),
      },
    },
    async (req) => ({ data: await racing.futures(db(), now(), racing.raceTypeOf(req.query.type)) }),
  );

  app.get(
    '/racing/event-race/:id',
    {
      schema: {
        tags,
        summary: 'One race with runners and products',
        params: { type: 'object', required: ['id'], properties: { id: idParam } },
        response: { ...data(raceSchema), ...errorResponses(404) },
      },
    },
    async (req) => ({ data: await racing.race(db(), now(), req.params.id) }),
  );

  app.get(
    '/racing/flucs/:event_id',
    {
      schema: {
        tags,
        summary:
          "Price flucs: each priced runner's fixed win opening, high, low and current price, and its last 12 prices",
        params: { type: 'object', required: ['event_id'], properties: { event_id: idParam } },
        response: { ...data(flucsSchema), ...errorResponses(400, 404) },
      },
    },
    async (req) => ({ data: await racing.flucs(db(), req.params.event_id) }),
  );

  app.post(
    '/racing/event-races-by-ids',
    {
      schema: {
        tags,
        summary: 'Races with runners, keyed by event_id',
        body: {
          type: 'object',
          required: ['event_ids'],
          properties: { event_ids: { type: 'array', items: idParam, maxItems: 100 } },
        },
        response: data({ type: 'object', additionalProperties: raceSchema }),
      },
    },
    async (req) => ({ data: await racing.racesByIds(db(), now(), req.body.event_ids) }),
  );

  app.get(
    '/racing/race-card/:meetingId/:eventId',
    {
      schema: {
        tags,
        summary: 'Race card: the meeting with its races, and the chosen race with runners and products',
        params: {
          type: 'object',
          required: ['meetingId', 'eventId'],
          properties: { meetingId: idParam, eventId: idParam },
        },
        response: {
          ...data({
            type: 'object',
            required: ['meeting', 'race'],
            properties: { meeting: meetingSchema, race: raceSchema },
          }),
          ...errorResponses(404),
        },
      },
    },
    async (req) => ({ data: await racing.raceCard(db(), now(), req.params.meetingId, req.params.eventId) }),
  );

  app.get(
    '/racing/race-form/:meetingId/:eventId',
    {
      schema: {
        tags,
        summary: "Race form: every runner's recent starts and career line",
        params: {
          type: 'object',
          required: ['meetingId', 'eventId'],
          properties: { meetingId: idParam, eventId: idParam },
        },
        response: {
          ...data({
            ...raceSchema,
            properties: { ...raceSchema.properties, runners: { type: 'array', items: runnerSchema } },
          }),
          ...errorResponses(404),
        },
      },
    },
    async (req) => ({ data: await racing.raceForm(db(), now(), req.params.meetingId, req.params.eventId) }),
  );

  app.get(
    '/racing/result-card',
    {
      schema: {
        tags,
        summary: "A day's results by meeting (yesterday by default)",
        querystring: { type: 'object', properties: { date: dateParam, type: typeParam } },
        response: data({ type: 'array', items: meetingSchema }),
      },
    },
    async (req) => ({
      data: await racing.meetingsOn(
        db(),
        now(),
        req.query.date ?? addDays(dayOf(now()), -1),
        racing.raceTypeOf(req.query.type),
      ),
    }),
  );

  app.get(
    '/racing/meeting-result-card',
    {
      schema: {
        tags,
        summary: "One meeting's results, by date and meeting name",
        querystring: {
          type: 'object',
          required: ['day', 'month', 'year', 'meeting_name'],
          properties: {
            day: { type: 'integer', minimum: 1, maximum: 31 },
            month: { type: 'integer', minimum: 1, maximum: 12 },
            year: { type: 'integer', minimum: 2000, maximum: 2100 },
            meeting_name: { type: 'string', minLength: 1, maxLength: 100 },
            type: typeParam,
          },
        },
        response: data(meetingSchema),
      },
    },
    async (req) => {
      const { day, month, year, meeting_name, type } = req.query;
      const date = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
      if (new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) !== date)
        throw badRequest(CHECK_FIELDS, { day: 'must be a day of that month' });
      return { data: await racing.meetingResults(db(), now(), date, meeting_name, racing.raceTypeOf(type)) };
    },
  );

  app.get(
    '/racing/same-race-multi-div',
    {
      schema: {
        tags,
        summary: 'The same-race-multi price of a set of selections',
        querystring: {
          type: 'object',
          required: ['event_id', 'selections'],
          properties: {
            event_id: idParam,
            selections: { type: 'string', maxLength: 200, description: 'saddle:code pairs, e.g. 3:FWIN,5:PTOP2' },
          },
        },
        response: {
          ...data({
            type: 'object',
            required: ['event_id', 'selections', 'dividend'],
            properties: { event_id: { type: 'integer' }, selections: { type: 'string' }, dividend: { type: 'number' } },
          }),
          ...errorResponses(404),
        },
      },
    },
    async (req) => ({ data: await racing.sameRaceMultiDiv(db(), now(), req.query.event_id, req.query.selections) }),
  );

  app.get(
    '/racing/race-quadrella/:id',
    {
      schema: {
        tags,
        summary: "A meeting's quadrella: its last four races with approximate odds",
        params: { type: 'object', required: ['id'], properties: { id: idParam } },
        response: {
          ...data({
            type: 'object',
            required: ['meeting_id', 'meeting_name', 'legs'],
            properties: {
              meeting_id: { type: 'integer' },
              meeting_name: { type: 'string' },
              legs: { type: 'array', items: raceSchema },
            },
          }),
          ...errorResponses(404),
        },
      },
    },
    async (req) => ({ data: await racing.quadrella(db(), now(), req.params.id) }),
  );
};
