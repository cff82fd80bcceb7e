import type { NewLeg } from '@wagering/shared/betslip';
import { sameGameMultiRefusal } from '@wagering/shared/wagering';
import type { Match, MarketSelection } from '../../types';
import { SPORT_EVENT_TYPE } from '../../lib/market-leg';

/** Builders are offered on matches with line, margin and total markets (the scored sports). */
export const offersSameGameMulti = (match: Pick<Match, 'total_over' | 'team_a_line' | 'match_status'>) =>
  match.match_status === 'Open' && match.total_over !== null && match.team_a_line !== null;

/** A pick replaces another of its market (one result per market), or is taken back when picked again. */
export function togglePick(picks: MarketSelection[], pick: MarketSelection, market: MarketSelection[]) {
  if (picks.some((p) => p.bet_type === pick.bet_type)) return picks.filter((p) => p.bet_type !== pick.bet_type);
  return [...picks.filter((p) => !market.some((m) => m.bet_type === p.bet_type)), pick];
}

/** Why these picks cannot be a same-game multi yet, in the punter's words, or null when they can be priced. */
export function pickProblem(match: Match, picks: MarketSelection[]): string | null {
  if (picks.length < 2) return 'Pick two or more selections from different markets';
  return (
    sameGameMultiRefusal(
      picks.map((p) => p.bet_type),
      match,
    )?.message ?? null
  );
}

/** The slip's leg: the picks' bet types as its selections, their names as its title, at the quoted price. */
export function sameGameMultiLeg(match: Match, picks: MarketSelection[], dividend: number): NewLeg {
  return {
    is_sport: true,
    sport_code: match.sport_code,
    event_id: match.event_id,
    event_name: match.event_name,
    event_type: SPORT_EVENT_TYPE,
    event_status: match.match_status,
    bet_type: 'SameGameMulti',
    special_type: 'SameGameMulti',
    selection_name: picks.map((p) => p.selection_name).join(', '),
    selections: picks.map((p) => p.bet_type),
    requested_dividend: dividend,
    current_dividend: dividend,
  };
}
