import type { QueryClient } from '@tanstack/react-query';
import { accountStateQuery, api, getQueryClient, punterId } from '@wagering/shared/api';
import { mergeUser, sessionStore } from '@wagering/shared/session';

/** Reads the punter's profile (GET /clients/details) for the session's identity (the name). */
export async function refreshProfile(): Promise<void> {
  mergeUser(await api.GET('/clients/details'));
}

/**
 * Pull-to-refresh (SPEC 7): every cached query is marked stale and the active ones are fetched again; for a
 * logged-in punter the account state of their user id (verification, balances) is read again even where no
 * page on screen shows it.
 */
export async function refreshClientState(queryClient: QueryClient = getQueryClient()): Promise<void> {
  const { isLoggedIn, userData } = sessionStore.getState();
  const readState = isLoggedIn && userData.server_session;
  await Promise.allSettled([
    queryClient.invalidateQueries(),
    readState ? queryClient.fetchQuery(accountStateQuery(punterId())) : undefined,
  ]);
}
