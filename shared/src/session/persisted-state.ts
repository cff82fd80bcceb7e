import type { StoreApi } from 'zustand/vanilla';

/**
 * SPEC "Client state": persisted in browser storage under ONE key. Each store registers the slice of its state
 * it persists (session, race and sports preferences, search history, current device ...) under its own name;
 * what is not picked (modal, drawer and search flags, the unverified-error flag, registerData, activeType)
 * is never written, so it starts fresh on every page load.
 */
const CLIENT_STATE_KEY = 'wagering-state';

type Stored = Record<string, unknown>;

const storage = (): Storage | undefined => {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Storage access throws in some privacy modes; the site then works without persistence.
    return undefined;
  }
};

function readAll(): Stored {
  try {
    const raw = storage()?.getItem(CLIENT_STATE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Stored) : {};
  } catch {
    // A corrupt entry (edited by hand, older format) is dropped rather than breaking the page.
    return {};
  }
}

function writeSlice(name: string, value: unknown): void {
  try {
    storage()?.setItem(CLIENT_STATE_KEY, JSON.stringify({ ...readAll(), [name]: value }));
  } catch {
    // Quota exceeded or storage disabled: persistence is best effort.
  }
}

const registered = new Map<string, () => void>();

/**
 * Restores `name`'s stored slice into `store` (merged over its defaults) and keeps it written on every change.
 * Registering a name again (hot reload) replaces the earlier registration. Returns the unregister function.
 */
export function persistSlice<T extends object>(
  name: string,
  store: StoreApi<T>,
  pick: (state: T) => Partial<T>,
): () => void {
  registered.get(name)?.();
  const stored = readAll()[name];
  if (stored && typeof stored === 'object') store.setState(stored as Partial<T>);
  let last = JSON.stringify(pick(store.getState()));
  const unsubscribe = store.subscribe((state) => {
    const next = JSON.stringify(pick(state));
    if (next === last) return;
    last = next;
    writeSlice(name, JSON.parse(next));
  });
  const unregister = () => {
    unsubscribe();
    registered.delete(name);
  };
  registered.set(name, unregister);
  return unregister;
}

/** Removes the client-state entry (logout). Stores keep running; their next change writes a fresh entry. */
export function clearClientState(): void {
  storage()?.removeItem(CLIENT_STATE_KEY);
}

/** Clears all of local storage (SPEC: after HTTP 401 all local storage is wiped). */
export function clearAllLocalStorage(): void {
  storage()?.clear();
}
