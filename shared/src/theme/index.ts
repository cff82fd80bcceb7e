import './emotion-theme';
export { createTheme, type AppTheme, type ThemeMode } from './theme';
export {
  brandStore,
  initBrand,
  THEME_COOKIE,
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
