import { errorResponses } from '../../../lib/schemas';
import { data, idParam } from '../schemas';
import { SETTLINGS } from '../speed-map';

const int = { type: 'integer' } as const;
const num = { type: 'number' } as const;
const str = { type: 'string' } as const;
const settling = { type: 'string', enum: SETTLINGS } as const;

const pastStart = {
  type: 'object',
  required: ['date', 'days_since', 'place', 'field_size', 'track', 'distance', 'margin', 'settled'],
  properties: {
    date: { ...str, format: 'date' },
    days_since: { ...int, description: 'Whole days from that start to this race' },
    place: int,
    field_size: int,
    track: str,
    distance: { ...int, description: 'Metres' },
    margin: { ...num, description: 'Lengths behind the winner; 0 for a win' },
    settled: settling,
  },
} as const;

const sectionals = {
  type: 'object',
  nullable: true,
  required: ['distance', 'time', 'splits'],
  properties: {
    distance: int,
    time: { ...num, description: 'The whole run, in seconds' },
    splits: {
      type: 'array',
      items: { type: 'object', required: ['label', 'seconds'], properties: { label: str, seconds: num } },
    },
  },
} as const;

const runnerForm = {
  type: 'object',
  required: [
    'saddle_number',
    'runner_id',
    'runner_name',
    'barrier',
    'is_eliminated',
    'settling',
    'last_five',
    'last_start_sectionals',
  ],
  properties: {
    saddle_number: int,
    runner_id: str,
    runner_name: str,
    barrier: int,
    is_eliminated: { type: 'boolean' },
    settling: { ...settling, nullable: true, description: 'Where it is expected to settle; null when scratched' },
    last_five: { type: 'array', maxItems: 5, description: 'Most recent first', items: pastStart },
    last_start_sectionals: sectionals,
  },
} as const;

export const getRaceFormGuideSchema = {
  tags: ['racing'],
  summary: "A race's form guide: each runner's last five starts, last start's sectionals, and the speed map",
  params: { type: 'object', required: ['id'], properties: { id: idParam } },
  response: {
    ...data({
      type: 'object',
      required: ['event_id', 'race_type', 'race_distance', 'speed_map', 'runners'],
      properties: {
        event_id: int,
        race_type: { type: 'string', enum: ['T', 'H', 'G'] },
        race_distance: int,
        speed_map: {
          type: 'array',
          description: 'Leader, On pace, Midfield and Back, each with the saddle numbers expected to settle there',
          items: {
            type: 'object',
            required: ['settling', 'saddle_numbers'],
            properties: { settling, saddle_numbers: { type: 'array', items: int } },
          },
        },
        runners: { type: 'array', items: runnerForm },
      },
    }),
    ...errorResponses(400, 404),
  },
} as const;
