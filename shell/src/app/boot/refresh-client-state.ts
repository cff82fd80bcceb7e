import type { QueryClient } from '@tanstack/react-query';
import { api, bearer, getQueryClient } from '@wagering/shared/api';
import { centsToDollars } from '@wagering/shared/format';
import { mergeUser, sessionStore } from '@wagering/shared/session';

/** Reads the punter's profile (GET /clients/details) and merges it, balance in dollars, into the session's userData. */
export async function refreshProfile(token?: string): Promise<void> {
  const profile = await api.GET('/clients/details', token ? { headers: bearer(token) } : {});
  mergeUser({ ...profile, account_balance: centsToDollars(profile.cash_cents) });
}

/** Reads the punter's account state (GET /clients/state) into userData: verified or not, and the balances in dollars. */
export async function readClientState(): Promise<void> {
  const state = await api.GET('/clients/state');
  mergeUser({
    user_verified: state.user_verified,
    account_balance: centsToDollars(state.cash_cents),
    bonus_balance: centsToDollars(state.bonus_cents),
  });
}

/**
 * Pull-to-refresh (SPEC 7): every cached query is marked stale and the active ones are fetched again; for a
 * logged-in punter the client state of their user id (verification, balances) is read again too.
 */
export async function refreshClientState(queryClient: QueryClient = getQueryClient()): Promise<void> {
  const loggedIn = sessionStore.getState().isLoggedIn;
  await Promise.allSettled([queryClient.invalidateQueries(), loggedIn ? readClientState() : undefined]);
}
