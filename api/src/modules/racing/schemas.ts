/** JSON schemas of the racing calls: they validate input and carry the response types into the OpenAPI document. */
import { raceStatus } from '@wagering/contract/schemas';
import { bool, int, nullable, num, str } from '../../lib/schemas';

const productSchema = {
  type: 'object',
  required: ['full_description', 'dividend_code', 'special_type', 'short_description'],
  properties: { full_description: str, dividend_code: str, special_type: nullable(str), short_description: str },
} as const;

const dividendSchema = {
  type: 'object',
  required: ['dividend_code', 'selections', 'value'],
  properties: { dividend_code: str, selections: str, value: num },
} as const;

const oddsSchema = {
  type: 'object',
  additionalProperties: num,
  description: 'Price by dividend code: FWIN, FPLC, VICWin, VICPlc, TF, WTX, PTX',
} as const;

export const runnerSchema = {
  type: 'object',
  required: [
    'saddle_number',
    'runner_id',
    'runner_name',
    'barrier',
    'jockey_driver_trainer',
    'trainer',
    'weight',
    'last_four_starts',
    'is_eliminated',
    'odds',
    'approximate_odds',
    'srm_odds',
    'finish_position',
  ],
  properties: {
    saddle_number: int,
    runner_id: {
      ...str,
      description:
        "The runner's identity in the feed: the same horse or greyhound in every race it runs, unlike its name, which a namesake (often abroad) may share",
    },
    runner_name: str,
    barrier: int,
    jockey_driver_trainer: str,
    trainer: str,
    weight: num,
    last_four_starts: str,
    is_eliminated: bool,
    odds: oddsSchema,
    approximate_odds: nullable(num),
    srm_odds: {
      type: 'array',
      items: { type: 'object', required: ['dividend_code', 'value'], properties: { dividend_code: str, value: num } },
    },
    finish_position: nullable(int),
    form: {
      type: 'array',
      items: { type: 'object', properties: { date: str, track: str, distance: int, position: str, field: int } },
    },
    career: str,
  },
} as const;

const raceProperties = {
  event_id: { ...int, description: 'The race id (what bet legs carry as event_id)' },
  meeting_id: int,
  meeting_name: str,
  event_name: str,
  race_name: str,
  race_number: int,
  race_type: { type: 'string', enum: ['T', 'H', 'G'] },
  start_time: { type: 'string', format: 'date-time' },
  jumps_in_sec: int,
  race_status: raceStatus,
  show_results: bool,
  result_string: nullable(str),
  dividends: { type: 'array', items: dividendSchema },
  weather: str,
  race_distance: int,
  track_condition: str,
  is_australian: bool,
  state_country_code: str,
  is_futures: bool,
  field_size: int,
  products: { type: 'array', items: productSchema },
  placings: {
    type: 'array',
    description: 'Placed runners by name, only as far as places are paid (the winner alone in a field of 4 or fewer)',
    items: {
      type: 'object',
      required: ['position', 'saddle_number', 'runner_name'],
      properties: { position: int, saddle_number: int, runner_name: str },
    },
  },
} as const;

export const raceSchema = {
  type: 'object',
  required: Object.keys(raceProperties),
  properties: { ...raceProperties, runners: { type: 'array', items: runnerSchema } },
} as const;

export const meetingSchema = {
  type: 'object',
  required: [
    'meeting_id',
    'meeting_name',
    'meeting_date',
    'race_type',
    'event_status',
    'is_australian',
    'state_country_code',
    'is_futures',
    'races',
  ],
  properties: {
    meeting_id: int,
    meeting_name: str,
    meeting_date: { type: 'string', format: 'date' },
    race_type: { type: 'string', enum: ['T', 'H', 'G'] },
    event_status: str,
    is_australian: bool,
    state_country_code: str,
    is_futures: bool,
    races: { type: 'array', items: raceSchema },
  },
} as const;

/** What the racing page lists of a race: its number, status and jump, and where its card is. */
const raceListFields = [
  'event_id',
  'meeting_id',
  'race_number',
  'race_type',
  'start_time',
  'jumps_in_sec',
  'race_status',
] as const;

/**
 * A meeting as the racing page lists it (`GET /racing/meeting-list`): the meeting's own fields and each race's
 * `raceListFields`. The answer serialiser keeps only the properties a schema names, so the full meeting shrinks to
 * this on the way out (about 1/20 of `/racing/meetings`' bytes).
 */
export const meetingListSchema = {
  ...meetingSchema,
  properties: {
    ...meetingSchema.properties,
    races: {
      type: 'array',
      items: {
        type: 'object',
        required: raceListFields,
        properties: Object.fromEntries(raceListFields.map((f) => [f, raceProperties[f]])) as Pick<
          typeof raceProperties,
          (typeof raceListFields)[number]
        >,
      },
    },
  },
} as const;

/** Every answer is wrapped as {data}. */
export const data = (schema: object) => ({ 200: { type: 'object', required: ['data'], properties: { data: schema } } });

export const typeParam = {
  type: 'string',
  default: 'A',
  description: 'A (any), T, H, G or their long names',
  maxLength: 20,
} as const;
/** A real calendar day (2026-02-30 and 2026-13-01 are refused). */
export const dateParam = { type: 'string', format: 'date', description: 'YYYY-MM-DD' } as const;
export const idParam = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;

/** A race's address under its meeting: /{meetingId}/{eventId} (the race card and the form guide). */
export const raceOfMeetingParams = {
  type: 'object',
  required: ['meetingId', 'eventId'],
  properties: { meetingId: idParam, eventId: idParam },
} as const;

/** `GET /racing/flucs/{event_id}`: each priced runner's fixed win history. */
export const flucsSchema = {
  type: 'object',
  required: ['event_id', 'runners'],
  properties: {
    event_id: int,
    runners: {
      type: 'array',
      items: {
        type: 'object',
        required: ['saddle_number', 'open', 'high', 'low', 'current', 'history'],
        properties: {
          saddle_number: int,
          open: { ...num, description: 'The first fixed win price this runner was quoted' },
          high: num,
          low: num,
          current: num,
          history: { type: 'array', items: num, maxItems: 12, description: 'The last 12 prices, oldest first' },
        },
      },
    },
  },
} as const;
