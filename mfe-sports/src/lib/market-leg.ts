import { PARLAY_EXCLUDED_BET_TYPES, type NewLeg } from '@wagering/shared/betslip';
import type { Match, MarketSelection } from '../types';

/**
 * SPEC 3 "Sports match": line, margin and total bet types are used on sports legs with market type C (which also
 * keeps them out of parlays; the betslip's list of those bet types is the one source). Head to head (AWin, Draw,
 * BWin) has no market type.
 */
const MARKET_TYPE_C = 'C';
/** A sports leg's event_type (racing legs default to R). */
export const SPORT_EVENT_TYPE = 'S' as const;

export const marketTypeOf = (betType: string) =>
  PARLAY_EXCLUDED_BET_TYPES.includes(betType) ? MARKET_TYPE_C : undefined;

/**
 * The betslip leg for one price of a match. The slip hashes its leg_id from sport code, event, selection name and
 * bet type, so the same price clicked again finds the leg and removes it.
 */
export function legForSelection(match: Match, selection: MarketSelection): NewLeg {
  const market_type = marketTypeOf(selection.bet_type);
  return {
    is_sport: true,
    sport_code: match.sport_code,
    event_id: match.event_id,
    event_name: match.event_name,
    event_type: SPORT_EVENT_TYPE,
    event_status: match.match_status,
    bet_type: selection.bet_type,
    selection_name: selection.selection_name,
    selections: [selection.selection_name],
    requested_dividend: selection.dividend,
    current_dividend: selection.dividend,
    ...(market_type && { market_type }),
  };
}

/** A match's markets in the order the page shows them: head to head, line, margin, total, then anything else. */
const MARKET_ORDER = ['Head to Head', 'Line', 'Margin', 'Total'];
export function orderedMarkets(match: Pick<Match, 'submarkets'>) {
  const rank = (name: string) => {
    const i = MARKET_ORDER.indexOf(name);
    return i === -1 ? MARKET_ORDER.length : i;
  };
  return [...match.submarkets].sort((a, b) => rank(a.market_name) - rank(b.market_name));
}

/** The head-to-head prices (the ones the match lists show). */
export const headToHead = (match: Pick<Match, 'submarkets'>) =>
  match.submarkets.find((m) => m.selections.some((s) => s.bet_type === 'AWin'))?.selections ?? [];

/** Prices can be taken only while the match is open for betting. */
export const isBettable = (match: Pick<Match, 'match_status'>) => match.match_status === 'Open';

/**
 * A competition's matches as a punter reads them: the ones still to bet on (in the order asked for) and the results
 * (finished, closed or abandoned; the latest first), so a finished match never sits among the upcoming ones.
 */
export function splitByResult<M extends Pick<Match, 'match_status' | 'match_starting_date'>>(matches: readonly M[]) {
  const upcoming = matches.filter(isBettable);
  const results = matches
    .filter((m) => !isBettable(m))
    .sort((a, b) => Date.parse(b.match_starting_date) - Date.parse(a.match_starting_date));
  return { upcoming, results };
}
