import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { BrandConfig, GlobalConfig } from '@wagering/brands';
import type { ThemeMode } from './theme';

export interface BrandState {
  brand: BrandConfig | null;
  global: GlobalConfig | null;
  mode: ThemeMode;
}

const MODE_KEY = 'wagering-theme-mode';

/**
 * The active brand and theme mode, set once by the shell at start so remotes read the same brand
 * without bundling brand data themselves.
 */
export const brandStore = createStore<BrandState>(() => ({ brand: null, global: null, mode: 'light' }));

export function initBrand(brand: BrandConfig, global: GlobalConfig): void {
  const stored = typeof localStorage !== 'undefined' ? localStorage.getItem(MODE_KEY) : null;
  const mode: ThemeMode = stored === 'dark' || stored === 'light' ? stored : global.darkModeEnabled ? 'dark' : 'light';
  brandStore.setState({ brand, global, mode });
}

export function setThemeMode(mode: ThemeMode): void {
  brandStore.setState({ mode });
  if (typeof localStorage !== 'undefined') localStorage.setItem(MODE_KEY, mode);
}

export const toggleThemeMode = () => setThemeMode(brandStore.getState().mode === 'dark' ? 'light' : 'dark');

export function useBrand(): BrandConfig {
  const brand = useStore(brandStore, (s) => s.brand);
  if (!brand)
    throw new Error('The brand is not initialised: the shell (or a standalone harness) must call initBrand first.');
  return brand;
}

export const useThemeMode = () => useStore(brandStore, (s) => s.mode);
export const useGlobalConfig = () => useStore(brandStore, (s) => s.global);
