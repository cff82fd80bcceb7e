import { createContext, useContext, useSyncExternalStore } from 'react';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { BrandConfig, GlobalConfig } from '@wagering/brands';
import type { ThemeMode } from './theme';

interface BrandState {
  brand: BrandConfig | null;
  global: GlobalConfig | null;
  mode: ThemeMode;
}

const MODE_KEY = 'wagering-theme-mode';
/** The cookie that tells the server the punter's theme, so the HTML it renders is already in it (issue 23). */
const THEME_COOKIE = 'theme';

const isMode = (value: unknown): value is ThemeMode => value === 'dark' || value === 'light';

/**
 * The active brand and theme mode, set once by the shell at start so remotes read the same brand
 * without bundling brand data themselves.
 */
export const brandStore = createStore<BrandState>(() => ({ brand: null, global: null, mode: 'light' }));

/** The theme the punter chose on this device (the toggle's), if any. */
export function storedThemeMode(): ThemeMode | undefined {
  const stored = typeof localStorage !== 'undefined' ? localStorage.getItem(MODE_KEY) : null;
  return isMode(stored) ? stored : undefined;
}

/**
 * Sets the brand and the theme: the one given (the server's, from the theme cookie; the browser's, the mode the
 * server rendered the page in), else the punter's stored choice, else the brand's default.
 */
export function initBrand(brand: BrandConfig, global: GlobalConfig, given?: string): void {
  const stored = storedThemeMode();
  const mode: ThemeMode = isMode(given) ? given : (stored ?? (global.darkModeEnabled ? 'dark' : 'light'));
  brandStore.setState({ brand, global, mode });
  modeCookie(mode);
}

function modeCookie(mode: ThemeMode): void {
  if (typeof document !== 'undefined')
    document.cookie = `${THEME_COOKIE}=${mode}; path=/; max-age=31536000; samesite=lax`;
}

export function setThemeMode(mode: ThemeMode): void {
  brandStore.setState({ mode });
  if (typeof localStorage !== 'undefined') localStorage.setItem(MODE_KEY, mode);
  modeCookie(mode);
}

export const toggleThemeMode = () => setThemeMode(brandStore.getState().mode === 'dark' ? 'light' : 'dark');

/**
 * What a server render gives its tree in place of stores' states (the page's brand and theme, its releases): each
 * render has its own, so no render sets a store that another render, or the next, would read.
 */
export const StoreScene = createContext<ReadonlyMap<StoreApi<never>, unknown> | undefined>(undefined);

/**
 * A store's current state, on the server and while the page hydrates too. zustand's useStore reads the store's initial
 * state there, right for what the server never knows (the session), wrong for what each page is rendered with (the
 * brand, the theme, the releases): on the server those come from the render's StoreScene, in the browser from the
 * store (set from the HTML).
 */
export function useStoreAsSet<S, T>(store: StoreApi<S>, select: (state: S) => T): T {
  const scene = useContext(StoreScene);
  const read = () => select((scene?.get(store as StoreApi<never>) as S | undefined) ?? store.getState());
  return useSyncExternalStore(store.subscribe, read, read);
}

export function useBrand(): BrandConfig {
  const brand = useStoreAsSet(brandStore, (s) => s.brand);
  if (!brand)
    throw new Error('The brand is not initialised: the shell (or a standalone harness) must call initBrand first.');
  return brand;
}

export const useThemeMode = () => useStoreAsSet(brandStore, (s) => s.mode);
export const useGlobalConfig = () => useStoreAsSet(brandStore, (s) => s.global);
