import { dollarsToCents } from '@wagering/shared/format';
import { isSlipCode, MIN_BET_CENTS, SlipCode, type PriceChangeSetting } from '@wagering/shared/constants';
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

/** Whether the punter's setting takes a move from `requested` to `price` without asking. */
const takesMove = (setting: PriceChangeSetting, requested: number, price: number) =>
  setting === 'accept_any' || (setting === 'accept_better' && price > requested);

/**
 * A moved price as news, not a question: a move the setting takes becomes the leg's price; any other is shown
 * beside the price the punter has (Place then asks, as the server answers 311). A price back where the punter had
 * it settles the news and an open question about it.
 */
function movedTo(leg: Leg, price: number, setting: PriceChangeSetting): Leg {
  const requested = leg.requested_dividend;
  if (price === leg.current_dividend) return leg;
  if (price === requested) {
    const settled = { ...leg, current_dividend: price, price_moved_from: null };
    return classifyLegError(leg) === 'dividend-change' ? withoutErrors(settled) : settled;
  }
  if (takesMove(setting, requested, price))
    return withoutErrors({ ...leg, requested_dividend: price, current_dividend: price, price_moved_from: requested });
  return { ...leg, current_dividend: price, price_moved_from: requested };
}

const sameLegPrice = (a: Leg, b: Leg) =>
  a.requested_dividend === b.requested_dividend &&
  a.current_dividend === b.current_dividend &&
  a.eachway_dividend === b.eachway_dividend &&
  a.bet_leg_error_codes === b.bet_leg_error_codes &&
  a.price_moved_from === b.price_moved_from;

/**
 * The slip follows the card: a racing leg on one runner gets the price the feed just pushed for its product (an
 * each-way leg its fixed win and place), so it never shows a price the card has moved on from. A move is told
 * neutrally ("Price moved from X to Y"); the punter's setting decides whether it becomes the leg's price.
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
    const out = movedTo(withPlace, price, setting);
    if (sameLegPrice(out, leg)) return leg;
    changed = true;
    return out;
  });
  return changed ? next : legs;
}

/**
 * After a verification (not a placing): a leg the punter has just added (or that came back with a reloaded slip)
 * has no price they committed to yet, so it takes the server's price. On any other leg a move is news: taken under
 * a setting that takes it, otherwise shown beside the punter's price; the question waits for Place.
 */
export function takeServerPrices(legs: Leg[], fresh: ReadonlySet<string>, setting: PriceChangeSetting): Leg[] {
  return legs.map((leg) => {
    if (!isPriced(leg.current_dividend) || !isPriced(leg.requested_dividend)) return leg;
    const errorClass = classifyLegError(leg);
    const moved =
      errorClass === 'dividend-change' || (errorClass === undefined && leg.requested_dividend !== leg.current_dividend);
    if (!moved) return leg;
    const from = leg.requested_dividend;
    const taken = takesMove(setting, from, leg.current_dividend);
    if (fresh.has(leg.leg_id) && (taken || errorClass === 'dividend-change'))
      return withoutErrors({ ...leg, requested_dividend: leg.current_dividend, price_moved_from: null });
    return withoutErrors({ ...leg, requested_dividend: taken ? leg.current_dividend : from, price_moved_from: from });
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
  if (!isSlipCode(multi.error_code, SlipCode.underMinimumBet)) return multi;
  const cents = dollarsToCents(amountOf(multi.multi_bet_amount));
  return cents === 0 || cents >= MIN_BET_CENTS ? { ...multi, error_code: null, error_message: null } : multi;
}
