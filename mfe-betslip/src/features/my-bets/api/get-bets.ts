import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, punterId } from '@wagering/shared/api';

/** Pending bets are still running; settled ones have a result (won, lost, refunded or cancelled). */
export type BetsStatus = 'pending' | 'settled';

/** One leg of a placed bet (a single has one; a multi or parlay has several). */
export interface BetHistoryLeg {
  leg_no: number;
  event_id: number;
  event_name?: string;
  runner_name?: string;
  bet_type: string;
  special_type: string | null;
  selections: string;
  dividend: number | null;
  /** pending until its event resolves. */
  result: 'pending' | 'won' | 'lost' | 'void';
}

/** A placed bet as My Bets lists it. Money in integer cents. */
export interface BetHistoryItem {
  ticket_number: string;
  bet_kind: 'single' | 'multi' | 'parlay';
  bet_type: string;
  special_type: string | null;
  description: string;
  stake_cents: number;
  is_free_bet: boolean;
  dividend: number | null;
  /** Accepted, Processing, Rejected, Return_At, Return_Of, Cancelled, No_Return. */
  status: string;
  return_cents: number;
  placed_at: string;
  settled_at: string | null;
  legs: BetHistoryLeg[];
}

export interface BetHistoryPage {
  bets: BetHistoryItem[];
  page: number;
  total_pages: number;
}

export const BETS_PAGE_SIZE = 20;

/** GET /v1/betting/bets?status&page&count: the punter's own bets, newest first. */
export const getBets = async (status: BetsStatus, page: number) =>
  (await api.get<{ data: BetHistoryPage }>('/betting/bets', { query: { status, page, count: BETS_PAGE_SIZE } })).data;

/** Keyed under 'bets', which a placement or a live bet notification refreshes. */
export const betsQueryOptions = (status: BetsStatus, page: number) =>
  queryOptions({ queryKey: ['bets', punterId(), status, page], queryFn: () => getBets(status, page) });

export const useBets = (status: BetsStatus, page: number) => useQuery(betsQueryOptions(status, page));
