import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, punterId, type ApiQuery, type ApiResponse } from '@wagering/shared/api';

/** Pending bets are still running; settled ones have a result (won, lost, refunded, cancelled or rejected). */
export type BetsStatus = NonNullable<ApiQuery<'/betting/bets'>['status']>;
export type BetHistoryPage = ApiResponse<'/betting/bets'>['data'];
/** A placed bet as My Bets lists it. Money in integer cents. */
export type BetHistoryItem = BetHistoryPage['bets'][number];
/** One leg of a placed bet (a single has one; a multi or parlay has several). */
export type BetHistoryLeg = BetHistoryItem['legs'][number];

export const BETS_PAGE_SIZE = 20;

/** GET /v1/betting/bets?status&page&count: the punter's own bets, newest first. */
export const getBets = async (status: BetsStatus, page: number) =>
  (await api.GET('/betting/bets', { params: { query: { status, page, count: BETS_PAGE_SIZE } } })).data;

/** Keyed under 'bets', which a placement or a live bet notification refreshes. */
export const betsQueryOptions = (status: BetsStatus, page: number) =>
  queryOptions({ queryKey: ['bets', punterId(), status, page], queryFn: () => getBets(status, page) });

export const useBets = (status: BetsStatus, page: number) => useQuery(betsQueryOptions(status, page));
