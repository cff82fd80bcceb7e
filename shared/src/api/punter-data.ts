import type { QueryClient } from '@tanstack/react-query';
import { sessionStore } from '@wagering/shared/session';

/**
 * Query roots holding one punter's data (profile, limits, benefits, cards, bank accounts, withdrawals, bets). Keys
 * under them carry the punter's id (punterId) as well, so no two punters ever share a cache entry.
 */
const PUNTER_QUERY_ROOTS = ['account', 'benefits', 'banking', 'bets'] as const;

/** The logged-in punter's id for per-punter query keys; null when nobody is logged in. */
export const punterId = (): string | null => {
  const id = sessionStore.getState().userData.user_id;
  return id === undefined || id === null ? null : String(id);
};

/** Drops every per-punter query from the cache. */
export function clearPunterData(client: QueryClient): void {
  for (const root of PUNTER_QUERY_ROOTS) client.removeQueries({ queryKey: [root] });
}

/**
 * The one place a punter's data dies with their session on this page: a logout, a 401 (the session is wiped) and a
 * login as someone else all change the session's punter, and then every per-punter query goes. Returns the
 * unsubscribe function.
 */
export function clearPunterDataOnChange(client: QueryClient): () => void {
  let current = punterId();
  return sessionStore.subscribe(() => {
    const next = punterId();
    if (next === current) return;
    current = next;
    clearPunterData(client);
  });
}
