import { arrayOf, bool, dateTime, int, nullable, num, obj, oneOfStrings, str, type Infer } from './json-schema';

/*
 * The live stream's events (GET /v1/live): each SSE event name and the schema of its JSON data. They are the one
 * source of the stream's types: the API's publish.ts types every published event by them, the OpenAPI document carries them as
 * components and as the stream's 200 answer (so the client's types are generated from them), and the integration
 * tests check every event the API publishes against them (api/test/live-events-checked.ts). They sit in the contract
 * so the API and the site type the stream from one source.
 */

/** Where a race is: open for bets, suspended, closed at the jump, placings in (Interim), paid (Final) or abandoned. */
export const raceStatus = {
  type: 'string',
  enum: ['Open', 'Suspended', 'Closed', 'Interim', 'Final', 'Abandoned'],
} as const;

/** Where a match is (the words the live `match` event and the sports calls carry). */
export const matchStatus = { type: 'string', enum: ['Open', 'Closed', 'Final', 'Abandoned'] } as const;

/** Where a punter's identity check is. */
export const verificationStatus = oneOfStrings(['none', 'pending', 'verified', 'rejected']);
export type VerificationStatus = Infer<typeof verificationStatus>;

/** A Blackbook alert on the punter's live stream (event `blackbook`); the OpenAPI document carries it as a component. */
const blackbookAlertSchema = obj({
  alert: { ...oneOfStrings(['entered', 'jump-soon']), description: 'Entered today, or jumps within ten minutes' },
  message: str,
  event_id: int,
  meeting_id: int,
  runner_name: str,
  start_time: dateTime,
});
export type BlackbookAlert = Infer<typeof blackbookAlertSchema>;

/**
 * A punter's own notification on the live stream (SPEC "Notification event"): bet accepted or settled, deposit or
 * withdrawal done.
 */
const notificationEventSchema = obj({
  id: { ...str, description: 'The ticket number or transfer id' },
  event_description: str,
  outcome: str,
  status: str,
  balance_effect: { ...str, description: 'Text amount; may be empty' },
  type: { ...oneOfStrings(['Transfer', 'Bet']), description: 'Transfer is shown as "Banking Transaction"' },
});
export type NotificationEvent = Infer<typeof notificationEventSchema>;

/** A race's changed prices: every runner the change touched, scratched ones included (with no prices). */
const oddsEventSchema = obj({
  event_id: { ...int, description: 'The race' },
  race_id: { ...int, description: 'The same race as event_id' },
  runners: arrayOf(
    obj({
      saddle_number: int,
      is_eliminated: { ...bool, description: 'Scratched: the runner no longer runs and has no prices' },
      odds: {
        type: 'object',
        additionalProperties: num,
        description: 'The changed prices by dividend code (FWIN, FPLC, ...); the others stay as they were',
      },
    }),
  ),
  published_at: { ...int, description: 'Wall-clock ms when the feed published it (to measure push latency)' },
});
export type OddsEvent = Infer<typeof oddsEventSchema>;

/** A race's status changed (and its countdown, and its result once placings are in). */
const raceEventSchema = obj({
  meeting_id: int,
  event_id: { ...int, description: 'The race' },
  race_id: { ...int, description: 'The same race as event_id' },
  race_status: raceStatus,
  jumps_in_sec: int,
  result_string: { ...nullable(str), description: 'The first four saddle numbers, "3-1-7-2", once Interim' },
});
export type RaceEvent = Infer<typeof raceEventSchema>;

/** A match's status changed (and its result once Final). */
const matchEventSchema = obj({
  event_id: int,
  match_status: matchStatus,
  result_string: nullable(str),
});
export type MatchEvent = Infer<typeof matchEventSchema>;

/** The punter's balances after a change, in integer cents. */
const balanceEventSchema = obj(
  {
    cash_cents: int,
    bonus_cents: int,
    entry_id: {
      ...int,
      description:
        'The journal entry that made this balance (absent from the balance sent when the stream opens): a replica never forwards an older one after a newer one',
    },
  },
  ['entry_id'],
);

/** The punter's account changed in a way every open page must follow at once (identity verified). */
const accountEventSchema = obj({ user_verified: bool, verification_status: verificationStatus });

/** Each event name of the stream, the schema of its data and its component name in the OpenAPI document. */
export const liveEvents = {
  odds: { schema: oddsEventSchema, component: 'OddsEvent' },
  race: { schema: raceEventSchema, component: 'RaceEvent' },
  match: { schema: matchEventSchema, component: 'MatchEvent' },
  notification: { schema: notificationEventSchema, component: 'NotificationEvent' },
  balance: { schema: balanceEventSchema, component: 'BalanceEvent' },
  account: { schema: accountEventSchema, component: 'AccountEvent' },
  blackbook: { schema: blackbookAlertSchema, component: 'BlackbookAlert' },
} as const;

export type LiveKind = keyof typeof liveEvents;
/** The data of each kind of live event, as its schema describes it. */
export type LiveData = { [K in LiveKind]: Infer<(typeof liveEvents)[K]['schema']> };
