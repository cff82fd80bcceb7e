/** JSON schemas of verify-bet and request-bet: the SPEC payload, bounded so a hostile slip is refused early. */
import { MAX_AMOUNT_DOLLARS, PRICE_CHANGE_SETTINGS } from '@wagering/contract/constants';
import { arrayOf, bool, dateTime, int, nullable, num, obj, oneOfStrings, str, type Infer } from '../../lib/schemas';
import { BET_HISTORY_KINDS, BET_HISTORY_STATUSES, type BetHistoryKind, type BetHistoryStatus } from './history-filters';
import { dateParam } from '../racing/schemas';
import { MAX_LEGS } from './rules';

// Only a sanity bound: a stake over the most one bet takes (MAX_BET_CENTS) passes it and is refused by the bet's own
// check with code 359 and a message the punter can read.
const money = { type: 'number', minimum: 0, maximum: MAX_AMOUNT_DOLLARS, description: 'Dollars, whole cents' } as const;
const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const idOrText = { anyOf: [{ type: 'string', maxLength: 200 }, { type: 'integer' }] } as const;

const legProperties = {
  leg_id: idOrText,
  event_id: { type: 'integer', minimum: 1, maximum: 2147483647 },
  event_name: text(200),
  race_number: { type: 'integer', nullable: true },
  bet_type: text(30),
  special_type: { type: 'string', maxLength: 30, nullable: true },
  selections: {
    anyOf: [
      { type: 'string', maxLength: 200 },
      { type: 'integer', minimum: 1, maximum: 99 },
    ],
  },
  bet_amount: money,
  total_amount: money,
  requested_dividend: { type: 'number', minimum: 0, maximum: 1000000 },
  modifier_1: {},
  modifier_2: {},
  is_free_bet: { type: 'boolean' },
  free_bet_id: { type: 'integer', nullable: true },
  event_type: { type: 'string', enum: ['R', 'S'] },
  boost_mode: { type: 'boolean' },
  is_sport: { type: 'boolean' },
} as const;

const legInputSchema = {
  type: 'object',
  required: ['event_id', 'bet_type', 'selections'],
  properties: legProperties,
} as const;

export const betSlipSchema = {
  type: 'object',
  required: ['legs'],
  properties: {
    coupon_tracking_code: { type: 'string', minLength: 1, maxLength: 100 },
    multi_bet_amount: money,
    is_free_bets: { type: 'boolean', description: 'The multi is paid with a bonus bet' },
    multi_free_bet_id: {
      type: 'integer',
      nullable: true,
      description: 'Which bonus bet pays the multi (default: the first usable)',
    },
    multi_boost: { type: 'boolean', description: 'verify-bet: boost the multi' },
    use_dividend_boost: { type: 'boolean', description: 'request-bet: boost the multi' },
    price_changes: {
      type: 'string',
      enum: [...PRICE_CHANGE_SETTINGS],
      description: 'A moved fixed price: ask (code 311, the default), accept_better (a higher one) or accept_any',
    },
    legs: { type: 'array', minItems: 1, maxItems: MAX_LEGS, items: legInputSchema },
    parlay_options: {
      type: 'array',
      maxItems: 10,
      items: {
        type: 'object',
        required: ['combinations', 'amount'],
        properties: {
          combinations: {
            type: 'array',
            maxItems: 1024,
            items: { type: 'array', minItems: 2, maxItems: MAX_LEGS, items: idOrText },
            description: 'Each combination lists its legs by leg_id',
          },
          amount: money,
        },
      },
    },
  },
} as const;

const boostSchema = {
  type: 'object',
  required: ['boost_id', 'boost_percent', 'boosted_dividend'],
  properties: {
    boost_id: { type: 'integer' },
    boost_percent: { type: 'integer' },
    boosted_dividend: { type: 'number' },
  },
} as const;

const verifiedLegSchema = {
  type: 'object',
  additionalProperties: true,
  required: [
    'leg_id',
    'event_id',
    'bet_type',
    'current_dividend',
    'bet_leg_error_codes',
    'error_code',
    'error_message',
    'event_status',
    'leg_valid',
    'boost',
  ],
  properties: {
    ...legProperties,
    leg_id: { type: 'string', description: 'The leg_id sent, as text' },
    current_dividend: { type: 'number', nullable: true },
    bet_leg_error_codes: { type: 'array', items: { type: 'integer' } },
    error_code: { type: 'integer', nullable: true },
    error_message: { type: 'string', nullable: true },
    event_status: { type: 'string' },
    leg_valid: { type: 'boolean' },
    eachway_available: { type: 'boolean' },
    eachway_dividend: { type: 'number', nullable: true },
    eachway_full_description: { type: 'string', nullable: true },
    eachway_short_description: { type: 'string', nullable: true },
    boost: { type: 'array', items: boostSchema },
    free_bet_limit: { type: 'number', nullable: true },
    selection_name: { type: 'string' },
    combinations: { type: 'integer' },
    ticket_number: { type: 'string' },
    transaction_id: { type: 'integer' },
  },
} as const;

const multiSchema = {
  type: 'object',
  additionalProperties: true,
  properties: {
    multi_bet_amount: { type: 'number' },
    multi_dividend: { type: 'number', nullable: true },
    is_multi_allowed: { type: 'boolean' },
    is_multi_bonus_bet_applied: { type: 'boolean' },
    is_multi_bonus_bet_allowed: { type: 'boolean' },
    multi_bonus_bet_limit: { type: 'number', nullable: true },
    multi_boost: { type: 'array', items: boostSchema },
    boost_mode: { type: 'boolean' },
    error_code: { type: 'string', nullable: true },
    error_message: { type: 'string', nullable: true },
    multibet_transaction_id: { type: 'integer' },
    multibet_status: { type: 'string' },
    ticket_number: { type: 'string' },
  },
} as const;

const parlayOutSchema = {
  type: 'object',
  additionalProperties: true,
  properties: {
    combinations: { type: 'array', items: { type: 'array', items: idOrText } },
    amount: { type: 'number' },
    dividend: { type: 'number' },
    ticket_numbers: { type: 'array', items: { type: 'string' } },
  },
} as const;

export const verificationSchema = {
  type: 'object',
  required: ['legs', 'multi', 'parlay_options', 'err_msg', 'err_code', 'is_free_bet', 'total_stake'],
  properties: {
    legs: { type: 'array', items: verifiedLegSchema },
    multi: multiSchema,
    parlay_options: { type: 'array', items: parlayOutSchema },
    err_msg: { type: 'string', nullable: true },
    err_code: { anyOf: [{ type: 'integer' }, { type: 'string' }, { type: 'null' }] },
    is_free_bet: { type: 'boolean' },
    total_stake: { type: 'number', description: 'Dollars' },
  },
} as const;

const placedBetSchema = {
  type: 'object',
  required: ['ticket_number', 'transaction_id', 'bet_kind', 'status', 'description', 'stake', 'is_free_bet'],
  properties: {
    ticket_number: { type: 'string' },
    transaction_id: { type: 'integer' },
    bet_kind: { type: 'string', enum: ['single', 'multi', 'parlay'] },
    bet_type: { type: 'string' },
    special_type: { type: 'string', nullable: true },
    status: { type: 'string' },
    description: { type: 'string' },
    stake: { type: 'number' },
    dividend: { type: 'number', nullable: true },
    is_free_bet: { type: 'boolean' },
    is_multi_leg: { type: 'boolean' },
    is_parlay: { type: 'boolean' },
    leg_ids: { type: 'array', items: { type: 'string' }, description: 'The leg_ids sent, as text' },
    runner_name: { type: 'string', nullable: true, description: 'A racing single: its runner' },
    market_type: { type: 'string', nullable: true, description: "'C' for a line, margin or total sports single" },
    product_type: {
      type: 'string',
      description: "A single: its product or exotic (FWIN, EachWay, Trifecta, AWin …); 'M' for a multi or parlay",
    },
    pairs: { type: 'array', nullable: true, items: idOrText, description: 'A parlay: the leg_ids of its combination' },
  },
} as const;

export const placementSchema = {
  type: 'object',
  required: [...verificationSchema.required, 'coupon_tracking_code', 'bets', 'balance'],
  properties: {
    ...verificationSchema.properties,
    coupon_tracking_code: { type: 'string' },
    bets: { type: 'array', items: placedBetSchema },
    balance: {
      type: 'object',
      required: ['cash_cents', 'bonus_cents'],
      properties: { cash_cents: { type: 'integer' }, bonus_cents: { type: 'integer' } },
    },
  },
} as const;

const betHistoryLegSchema = obj({
  leg_no: int,
  event_id: int,
  event_name: { ...nullable(str), description: 'The race (meeting and race number) or match' },
  runner_name: { ...nullable(str), description: 'A racing leg on one runner: its name' },
  runners: {
    ...nullable({ type: 'object', additionalProperties: str } as const),
    description: "An exotic's or same race multi's race: its runners' names by saddle number, to name the picks",
  },
  bet_type: str,
  special_type: nullable(str),
  selections: str,
  dividend: { ...nullable(num), description: 'The fixed price taken for this leg; null for tote' },
  result: { ...oneOfStrings(['pending', 'won', 'lost', 'void']), description: 'pending until its event resolves' },
});

export const betHistoryItemSchema = obj({
  ticket_number: str,
  bet_kind: oneOfStrings(['single', 'multi', 'parlay']),
  bet_type: str,
  special_type: nullable(str),
  description: str,
  stake_cents: int,
  is_free_bet: bool,
  dividend: { ...nullable(num), description: 'The price taken; null for tote bets, which pay the final dividend' },
  status: {
    ...oneOfStrings([...BET_HISTORY_STATUSES.pending, ...BET_HISTORY_STATUSES.settled]),
    description: 'SPEC bet statuses: Accepted and Processing are pending; the others are results',
  },
  return_cents: { ...int, description: 'Paid to cash when settled or cashed out (0 while pending or lost)' },
  placed_at: dateTime,
  settled_at: nullable(dateTime),
  legs: arrayOf(betHistoryLegSchema),
});

type BetHistoryItem = Infer<typeof betHistoryItemSchema>;
type BetHistoryLeg = BetHistoryItem['legs'][number];
/** One leg as placed, stored and settled: what My Bets shows of it, and whether it is a sports leg. */
export type StoredLeg = Pick<BetHistoryLeg, 'event_id' | 'bet_type' | 'special_type' | 'selections' | 'dividend'> & {
  is_sport: boolean;
};
/** A bet as settlement reads it: its My Bets fields, with its legs as stored. */
export type StoredBet = Pick<
  BetHistoryItem,
  'bet_kind' | 'bet_type' | 'special_type' | 'stake_cents' | 'is_free_bet' | 'dividend'
> & { legs: StoredLeg[] };
export type LegResult = BetHistoryLeg['result'];

export const betHistoryQuerySchema = obj(
  {
    status: { ...oneOfStrings(Object.keys(BET_HISTORY_STATUSES) as BetHistoryStatus[]), default: 'pending' },
    kind: {
      ...oneOfStrings(Object.keys(BET_HISTORY_KINDS) as BetHistoryKind[]),
      default: 'all',
      description: 'Singles, exotics, same race multis, multis or parlays (Doubles and up); all by default',
    },
    from: { ...dateParam, description: 'Placed on or after this day (YYYY-MM-DD, UTC)' },
    to: { ...dateParam, description: 'Placed on or before this day (YYYY-MM-DD, UTC), the whole day included' },
    page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
    count: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
  },
  ['status', 'kind', 'from', 'to', 'page', 'count'],
);

export const betHistoryPageSchema = obj({
  bets: arrayOf(betHistoryItemSchema),
  page: int,
  count: int,
  total: { ...int, description: 'Bets in this list' },
  total_pages: { ...int, description: 'At least 1' },
});

/** One pending bet's cash out offer (GET /betting/cash-out). */
export const cashOutQuoteSchema = obj({
  ticket_number: str,
  offer_cents: {
    ...nullable(int),
    description: 'What the house pays now to close the bet, in cents; null while suspended',
  },
  suspended_reason: { ...nullable(str), description: 'Why cash out is suspended now, in the punter’s words' },
  event_ids: { ...arrayOf(int), description: 'The races and matches whose price or status changes move the offer' },
});

export const ticketParamsSchema = obj({ ticket_number: { type: 'string', pattern: '^[A-Z0-9]{1,20}$' } });

export const cashOutAcceptSchema = obj({
  offer_cents: { type: 'integer', minimum: 1, maximum: 1_000_000_000, description: 'The offer the punter accepts' },
});

export const cashOutResultSchema = obj({
  ticket_number: str,
  status: oneOfStrings(['Cashed_Out']),
  paid_cents: int,
  balance: obj({ cash_cents: int, bonus_cents: int, entry_id: int }),
});
