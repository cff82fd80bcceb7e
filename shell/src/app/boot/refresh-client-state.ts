import type { QueryClient } from '@tanstack/react-query';
import { api, getQueryClient } from '@wagering/shared/api';
import { centsToDollars } from '@wagering/shared/format';
import { mergeUser, sessionStore } from '@wagering/shared/session';

/** Reads the punter's profile (GET /clients/details) and merges it, balance in dollars, into the session's userData. */
export async function refreshProfile(token?: string): Promise<void> {
  const profile = await api.get<{ cash_cents: number } & Record<string, unknown>>('/clients/details', { token });
  mergeUser({ ...profile, account_balance: centsToDollars(profile.cash_cents) });
}

interface ClientState {
  user_verified: boolean;
  cash_cents: number;
  bonus_cents: number;
}

/** Reads the punter's account state (GET /clients/state) into userData: verified or not, and the balances in dollars. */
export async function readClientState(): Promise<void> {
  const state = await api.get<ClientState>('/clients/state');
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
