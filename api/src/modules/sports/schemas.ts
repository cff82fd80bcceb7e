/** JSON schemas of the sports calls (validation and the OpenAPI response types). */
import { matchStatus } from '@wagering/contract/schemas';
import { int, nullable, num, str, type Infer } from '../../lib/schemas';

const nnum = nullable(num);

export const matchSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'event_id',
    'event_name',
    'sport_code',
    'sport_name',
    'competition_id',
    'competition_name',
    'round_name',
    'team_a',
    'team_b',
    'match_starting_date',
    'match_location',
    'comment',
    'is_group_of_event',
    'match_status',
    'team_a_line',
    'margin_one_low_value',
    'margin_one_high_value',
    'total_over',
    'score_a',
    'score_b',
    'result_string',
    'submarkets',
  ],
  properties: {
    event_id: int,
    event_name: str,
    sport_code: str,
    sport_name: str,
    competition_id: int,
    competition_name: str,
    round_name: str,
    team_a: str,
    team_b: str,
    match_starting_date: { type: 'string', format: 'date-time' },
    match_location: str,
    comment: str,
    is_group_of_event: { type: 'boolean' },
    match_status: matchStatus,
    team_a_line: nnum,
    margin_one_low_value: nnum,
    margin_one_high_value: nnum,
    total_over: nnum,
    score_a: nnum,
    score_b: nnum,
    result_string: { type: 'string', nullable: true },
    submarkets: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['market_name', 'selections'],
        properties: {
          market_name: str,
          selections: {
            type: 'array',
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['bet_type', 'selection_name', 'dividend'],
              properties: {
                bet_type: {
                  type: 'string',
                  description: 'AWin, Draw, BWin, ALine, BLine, AMgn1, AMgn2, BMgn1, BMgn2, TotalOver, TotalUnder',
                },
                selection_name: str,
                dividend: { type: 'number' },
              },
            },
          },
        },
      },
    },
  },
} as const;
export type Match = Infer<typeof matchSchema>;

export const competitionSchema = {
  type: 'object',
  required: ['competition_id', 'competition_name', 'sport_code', 'sport_name', 'matches'],
  properties: {
    competition_id: int,
    competition_name: str,
    sport_code: str,
    sport_name: str,
    matches: { type: 'array', items: matchSchema },
  },
} as const;

export const sportNavSchema = {
  type: 'array',
  items: {
    type: 'object',
    required: ['sport_code', 'sport_name', 'competitions'],
    properties: {
      sport_code: str,
      sport_name: str,
      competitions: {
        type: 'array',
        items: {
          type: 'object',
          required: ['competition_id', 'competition_name', 'match_count'],
          properties: { competition_id: int, competition_name: str, match_count: int },
        },
      },
    },
  },
} as const;

/** A comma-separated list of ids, e.g. "20414001,20414002". */
export const idList = { type: 'string', pattern: '^\\d{1,10}(,\\d{1,10}){0,99}$' } as const;
export const parseIds = (list: string) => list.split(',').map(Number);

/** How a competition's matches are ordered. */
export const sortBy = { type: 'string', enum: ['time', 'name'], default: 'time' } as const;
