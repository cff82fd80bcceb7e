import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useSession } from '@wagering/shared/session';
import { api } from './client';
import { subscribeLive, type AccountUpdate, type BalanceUpdate } from './live';
import { punterId } from './punter-data';
import type { ApiResponse } from '@wagering/contract/api';

/** GET /clients/state: the punter's account as the server holds it (verification, balances in cents, benefit counts). */
type AccountState = ApiResponse<'/clients/state'>;

const getAccountState = () => api.GET('/clients/state');

/** The one cache entry of a punter's account state; every remote reads and writes it through the page's client. */
export const accountStateQuery = (userId: string | number | null | undefined) =>
  queryOptions({
    queryKey: ['account', 'state', userId === undefined || userId === null ? null : String(userId)],
    queryFn: getAccountState,
  });

/**
 * The logged-in punter's account state. It is read only when the server holds the session: a login stored without
 * one (the app's login fallback, no token) has nothing to read, and its balance shows as 0.
 */
export function useAccountState() {
  const userId = useSession((s) => s.userData.user_id);
  const serverSession = useSession((s) => Boolean(s.userData.server_session));
  return useQuery({ ...accountStateQuery(userId), enabled: serverSession });
}

/** Figures the server sent (an answer or a live event) go into the cached state; with nothing cached, the first read brings them. */
function patchAccountState(client: QueryClient, fields: Partial<AccountState>, userId = punterId()): void {
  if (userId === null) return;
  client.setQueryData(accountStateQuery(userId).queryKey, (state) => state && { ...state, ...fields });
}

/** The balances after a money movement or a bet (a banking answer, the live `balance` event). */
export const setAccountBalances = (client: QueryClient, { cash_cents, bonus_cents }: BalanceUpdate) =>
  patchAccountState(client, { cash_cents, bonus_cents });

/** Where the identity check stands (an upload's answer, the live `account` event). */
export const setAccountVerification = (client: QueryClient, { user_verified, verification_status }: AccountUpdate) =>
  patchAccountState(client, { user_verified, verification_status });

/**
 * The live stream keeps the account state current on every open page, from the figures its balance and account
 * events carry. The shell starts it once for the page's client. Returns the stop function.
 */
export function watchAccountState(client: QueryClient): () => void {
  const stops = [
    subscribeLive('balance', (balances) => setAccountBalances(client, balances)),
    subscribeLive('account', (update) => setAccountVerification(client, update)),
  ];
  return () => stops.forEach((stop) => stop());
}
