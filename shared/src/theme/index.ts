import './emotion-theme';
export { createTheme, type AppTheme, type ThemeMode } from './theme';
export {
  brandStore,
  initBrand,
  setThemeMode,
  toggleThemeMode,
  useBrand,
  useThemeMode,
  useGlobalConfig,
} from './brand-store';
export { ThemeRoot } from './theme-root';
export { useClockFormat, useFormatDate } from './use-format-date';
