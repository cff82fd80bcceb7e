import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, punterId, type ApiQuery, type ApiResponse } from '@wagering/shared/api';

/** Pending bets are still running; settled ones have a result (won, lost, refunded, cancelled or rejected). */
export type BetsStatus = NonNullable<ApiQuery<'/betting/bets'>['status']>;
/** The bet-kind filter: all, singles, exotics, same race multis, multis or parlays. */
export type BetsKind = NonNullable<ApiQuery<'/betting/bets'>['kind']>;
/** What the punter narrows the list to: a kind of bet and the days it was placed (YYYY-MM-DD, empty for any). */
export type BetsFilter = { kind: BetsKind; from: string; to: string };
export const NO_FILTER: BetsFilter = { kind: 'all', from: '', to: '' };

type BetHistoryPage = ApiResponse<'/betting/bets'>['data'];
/** A placed bet as My Bets lists it. Money in integer cents. */
export type BetHistoryItem = BetHistoryPage['bets'][number];
/** One leg of a placed bet (a single has one; a multi or parlay has several). */
export type BetHistoryLeg = BetHistoryItem['legs'][number];

const BETS_PAGE_SIZE = 20;

/** The filter as query parameters: only what narrows the list (all kinds and open days are the API's defaults). */
const filterQuery = ({ kind, from, to }: BetsFilter) => ({
  ...(kind !== 'all' && { kind }),
  ...(from && { from }),
  ...(to && { to }),
});

/** GET /v1/betting/bets?status&kind&from&to&page&count: the punter's own bets, newest first. */
const getBets = async (status: BetsStatus, page: number, filter: BetsFilter) =>
  (
    await api.GET('/betting/bets', {
      params: { query: { status, ...filterQuery(filter), page, count: BETS_PAGE_SIZE } },
    })
  ).data;

/** Keyed under 'bets', which a placement or a live bet notification refreshes. */
const betsQueryOptions = (status: BetsStatus, page: number, filter: BetsFilter) =>
  queryOptions({
    queryKey: ['bets', punterId(), status, page, filter],
    queryFn: () => getBets(status, page, filter),
  });

export const useBets = (status: BetsStatus, page: number, filter: BetsFilter) =>
  useQuery(betsQueryOptions(status, page, filter));
