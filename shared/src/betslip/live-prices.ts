import { MIN_BET_CENTS, type PriceChangeSetting } from '@wagering/shared/constants';
import { classifyLegError } from './leg-errors';
import { amountOf, isEachWay } from './leg-rules';
import { wireBetType } from './payloads';
import { legStakeCents } from './totals';
import type { Leg, Multi } from './types';

/** A race's new prices as the live stream pushes them (an `odds` event). */
export interface LivePrices {
  race_id?: string | number;
  event_id?: string | number;
  runners: { saddle_number: number; is_eliminated?: boolean; odds: Record<string, number> }[];
}

const withoutErrors = (leg: Leg): Leg => ({ ...leg, bet_leg_error_codes: [], error_code: null, error_message: null });

/** A price shown as a number (a requested dividend of 1 marks a price only known after the race). */
const isPriced = (dividend: number | null | undefined): dividend is number =>
  dividend != null && amountOf(dividend) > 1;

/** The server's own wording of code 311 (SPEC 8 class dividend-change), so a pushed move reads like a checked one. */
const priceChanged = (leg: Leg, from: number, to: number): Leg => ({
  ...leg,
  current_dividend: to,
  bet_leg_error_codes: [311],
  error_code: 311,
  error_message: `The price has changed from ${from.toFixed(2)} to ${to.toFixed(2)}`,
});

/**
 * The slip follows the card: a racing leg on one runner gets the price the feed just pushed for its product (an
 * each-way leg its fixed win and place), so it never shows a price the card has moved on from. What the move does is
 * the punter's setting: taken at once (accept any, or accept better and it is better), or shown as "Price was X,
 * now Y" to accept (ask, or a worse price under accept better). A price that moves back settles the question.
 */
export function withLivePrices(legs: Leg[], update: LivePrices, setting: PriceChangeSetting): Leg[] {
  const raceId = Number(update.event_id ?? update.race_id);
  let changed = false;
  const next = legs.map((leg) => {
    if (leg.is_sport || Number(leg.event_id) !== raceId || !isPriced(leg.requested_dividend)) return leg;
    if (leg.selections.length !== 1 || Array.isArray(leg.selections[0])) return leg;
    const runner = update.runners.find((r) => r.saddle_number === Number(leg.selections[0]));
    const price = runner?.odds[isEachWay(leg) ? 'FWIN' : wireBetType(leg)];
    if (!runner || runner.is_eliminated || price === undefined || !isPriced(price)) return leg;
    const placePrice = isEachWay(leg) ? runner.odds.FPLC : undefined;
    const withPlace = placePrice !== undefined ? { ...leg, eachway_dividend: placePrice } : leg;
    const asking = classifyLegError(leg) === 'dividend-change';
    const requested = leg.requested_dividend;
    let out: Leg;
    if (price === requested) out = asking ? withoutErrors({ ...withPlace, current_dividend: price }) : withPlace;
    else if (setting === 'accept_any' || (setting === 'accept_better' && price > requested))
      out = withoutErrors({ ...withPlace, requested_dividend: price, current_dividend: price });
    else if (asking || !hasOtherError(leg)) out = priceChanged(withPlace, requested, price);
    else out = { ...withPlace, current_dividend: price };
    if (
      out.requested_dividend === leg.requested_dividend &&
      out.current_dividend === leg.current_dividend &&
      out.eachway_dividend === leg.eachway_dividend &&
      out.bet_leg_error_codes === leg.bet_leg_error_codes
    )
      return leg;
    changed = true;
    return out;
  });
  return changed ? next : legs;
}

/** A leg's other problem (closed, over a limit ...) stays shown rather than being replaced by a price question. */
const hasOtherError = (leg: Leg) => classifyLegError(leg) !== undefined;

/**
 * After a verification: a leg the punter has just added (or that came back with a reloaded slip) has no price they
 * committed to yet, so a move is not a question for them: it takes the server's price. Any leg the server checked
 * without a problem under a setting that takes moved prices shows the price it will be placed at.
 */
export function takeServerPrices(legs: Leg[], fresh: ReadonlySet<string>, setting: PriceChangeSetting): Leg[] {
  return legs.map((leg) => {
    if (!isPriced(leg.current_dividend) || !isPriced(leg.requested_dividend)) return leg;
    const errorClass = classifyLegError(leg);
    if (fresh.has(leg.leg_id) && errorClass === 'dividend-change')
      return withoutErrors({ ...leg, requested_dividend: leg.current_dividend });
    if (setting !== 'ask' && errorClass === undefined && leg.requested_dividend !== leg.current_dividend)
      return { ...leg, requested_dividend: leg.current_dividend };
    return leg;
  });
}

/** A minimum-bet error goes as soon as the stake is a valid one (nothing, or at least the minimum). */
export function clearMinBetError(leg: Leg): Leg {
  if (classifyLegError(leg) !== 'min-bet-amount') return leg;
  const cents = legStakeCents(leg);
  return cents === 0 || cents >= MIN_BET_CENTS ? withoutErrors(leg) : leg;
}

/** The multi's minimum-bet error, likewise. */
export function clearMultiMinBetError(multi: Multi): Multi {
  if (String(multi.error_code ?? '') !== '358') return multi;
  const cents = Math.round(amountOf(multi.multi_bet_amount) * 100);
  return cents === 0 || cents >= MIN_BET_CENTS ? { ...multi, error_code: null, error_message: null } : multi;
}
