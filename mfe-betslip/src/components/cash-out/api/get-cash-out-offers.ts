import { useEffect } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, punterId, subscribeLive, type ApiResponse } from '@wagering/shared/api';

/** One pending bet's cash out offer: cents the house pays now, or why it is suspended. */
export type CashOutOffer = ApiResponse<'/betting/cash-out'>['data'][number];

/**
 * An offer also stops at a set time before a race's jump, which no live event announces: while any offer is shown
 * it is asked for again this often.
 */
const CASH_OUT_REFRESH_MS = 15_000;

/**
 * Price moves on a race arrive several a second: they are gathered into one request after this long, and a request
 * under way is never cancelled by the next move (else a steady stream of prices would keep the offer from loading).
 */
const CASH_OUT_GATHER_MS = 1_000;

/** GET /v1/betting/cash-out: offers on the punter's pending bets that cash out applies to. */
const getCashOutOffers = async () => (await api.GET('/betting/cash-out')).data;

/** Under 'bets', so a bet notification (placed, settled, cashed out) and a log-out refresh or drop it with the bets. */
const cashOutOffersQueryOptions = () =>
  queryOptions({
    queryKey: ['bets', punterId(), 'cash-out'],
    queryFn: getCashOutOffers,
    enabled: punterId() !== null,
    refetchInterval: (query) => (query.state.data?.length ? CASH_OUT_REFRESH_MS : false),
  });

/**
 * The punter's offers, asked for again when a price or status moves on a race or match one of them is on (the
 * server prices them; the page never works an offer out itself).
 */
function useCashOutOffers() {
  const queryClient = useQueryClient();
  const query = useQuery(cashOutOffersQueryOptions());
  const events = new Set((query.data ?? []).flatMap((o) => o.event_ids.map(String)));
  const watched = [...events].sort().join(',');
  useEffect(() => {
    if (!watched) return;
    const ids = new Set(watched.split(','));
    let gathering: ReturnType<typeof setTimeout> | undefined;
    const refresh = (eventId: number) => {
      if (!ids.has(String(eventId)) || gathering) return;
      gathering = setTimeout(() => {
        gathering = undefined;
        const { queryKey } = cashOutOffersQueryOptions();
        void queryClient.invalidateQueries({ queryKey }, { cancelRefetch: false });
      }, CASH_OUT_GATHER_MS);
    };
    const stops = [
      subscribeLive('odds', (e) => refresh(e.race_id)),
      subscribeLive('race', (e) => refresh(e.event_id)),
      subscribeLive('match', (e) => refresh(e.event_id)),
    ];
    return () => {
      clearTimeout(gathering);
      stops.forEach((stop) => stop());
    };
  }, [watched, queryClient]);
  return query;
}

/** One bet's offer from the punter's list; undefined when cash out does not apply to it (or not yet loaded). */
export function useCashOutOffer(ticketNumber: string) {
  const query = useCashOutOffers();
  return { ...query, offer: query.data?.find((o) => o.ticket_number === ticketNumber) };
}
