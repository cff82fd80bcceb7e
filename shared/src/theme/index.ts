import './emotion-theme';
export { createTheme, type ThemeMode } from './theme';
export {
  brandStore,
  initBrand,
  setThemeMode,
  storedThemeMode,
  toggleThemeMode,
  useBrand,
  useThemeMode,
  useGlobalConfig,
  useStoreAsSet,
  StoreScene,
} from './brand-store';
export { ThemeRoot } from './theme-root';
export { useClockFormat, useFormatDate } from './use-format-date';
export { browserZone, hydrateInZone, RenderZone, useTimeZone } from './time-zone';
