/** SPEC 9 betting constants. */
// Literals known to be whole cents: typed, with no call, so the constants stay plain values a bundler can drop.
import type { Cents } from '../money';

/** Quick stake buttons, in dollars. */
export const QUICK_STAKES = [1, 5, 25, 50, 100] as const;
/** A leg's event_type when none is given: racing. */
export const DEFAULT_EVENT_TYPE = 'R';
/** Same-race-multi legs: the position asked for and the dividend code priced for it. */
export const SAME_RACE_MULTI_TYPES = [
  { type: 'WIN', dividend_code: 'FWIN' },
  { type: 'TOP2', dividend_code: 'PTOP2' },
  { type: 'TOP3', dividend_code: 'PTOP3' },
  { type: 'TOP4', dividend_code: 'PTOP4' },
] as const;
/**
 * What the slip does when a fixed price has moved by the time a bet is checked or placed (the setting the big
 * Australian apps offer): ask the punter, take a better price only, or take any price.
 */
export const PRICE_CHANGE_SETTINGS = ['ask', 'accept_better', 'accept_any'] as const;
export type PriceChangeSetting = (typeof PRICE_CHANGE_SETTINGS)[number];
/** The API's default when a request does not say: nothing is placed at a price the caller did not send. */
export const DEFAULT_PRICE_CHANGES: PriceChangeSetting = 'ask';
/**
 * The punter's setting until they choose one: accept better prices, as the leading Australian apps start a new
 * account (a longer price is never a reason to stop a bet; a shorter one is asked about).
 */
export const PUNTER_DEFAULT_PRICE_CHANGES: PriceChangeSetting = 'accept_better';
/**
 * Our bound (SPEC: "the minimum amount: not shown"): the smallest stake of any bet, in cents (a single, an each-way
 * total, an exotic total, a multi, a parlay combination). The API refuses less with code 358; the slip clears that
 * error as soon as the stake reaches it.
 */
export const MIN_BET_CENTS = 50 as Cents;
/**
 * Our bound (SPEC: "other bounds not mentioned above: not shown"): the most one bet takes, in cents (a single's
 * total, a multi, one parlay combination). The API refuses more with code 359 and its message (a SPEC 8 "bet-error",
 * whose server message the slip shows).
 */
export const MAX_BET_CENTS = 10_000_000 as Cents;
/**
 * The payout ceiling unless the brand sets its own (docs/SPEC-CHOICES.md): the most a punter's pending fixed-price
 * bets on one race or match may return together, $500,000 (five times the largest bet, one sizeable win a book can
 * always pay the same day).
 */
export const DEFAULT_PAYOUT_CEILING_CENTS = 50_000_000 as Cents;
