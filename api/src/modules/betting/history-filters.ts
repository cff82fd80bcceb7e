// My Bets' filters, apart from the query (history.ts) so that the route schemas (schemas.ts) and the query both
// read them without importing each other.

/** My Bets' two lists: bets still running, and bets with a result (won, lost, refunded, cancelled, rejected or cashed out). */
export const BET_HISTORY_STATUSES = {
  pending: ['Accepted', 'Processing'],
  settled: ['Return_At', 'Return_Of', 'Cancelled', 'No_Return', 'Rejected', 'Cashed_Out'],
} as const;
export type BetHistoryStatus = keyof typeof BET_HISTORY_STATUSES;

/**
 * My Bets' bet-kind filter in the punter's words, each a condition on the bets row: a single on one runner or
 * selection, an exotic (quinella to quadrella), a same race multi, a same game multi, a multi, or a parlay
 * combination (Doubles ...).
 */
export const BET_HISTORY_KINDS = {
  all: 'TRUE',
  single: "bet_kind = 'single' AND bet_type <> 'Exotic' AND special_type IS DISTINCT FROM 'SameGameMulti'",
  exotic: "bet_kind = 'single' AND bet_type = 'Exotic' AND special_type IS DISTINCT FROM 'SameRaceMulti'",
  same_race_multi: "bet_kind = 'single' AND special_type = 'SameRaceMulti'",
  same_game_multi: "bet_kind = 'single' AND special_type = 'SameGameMulti'",
  multi: "bet_kind = 'multi'",
  parlay: "bet_kind = 'parlay'",
} as const;
export type BetHistoryKind = keyof typeof BET_HISTORY_KINDS;
