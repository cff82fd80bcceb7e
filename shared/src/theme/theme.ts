import type { BrandConfig, Palette } from '@wagering/brands';
import { BREAKPOINTS } from '@wagering/shared/constants';

export type ThemeMode = 'light' | 'dark';

/** The emotion theme every component reads. Components use these tokens only, never colour literals. */
export interface AppTheme {
  mode: ThemeMode;
  colors: Palette;
  space: (n: number) => string;
  radius: { sm: string; md: string; lg: string; pill: string };
  font: { family: string; size: { xs: string; sm: string; md: string; lg: string; xl: string } };
  breakpoints: { tablet: number; desktop: number };
  /** Media queries for the SPEC layout classes: under 1024 mobile, 1024–1279 tablet, 1280 and up desktop. */
  mq: { tablet: string; desktop: string; mobileOnly: string };
  shadow: string;
}

export function createTheme(brand: Pick<BrandConfig, 'palettes'>, mode: ThemeMode): AppTheme {
  return {
    mode,
    colors: brand.palettes[mode],
    space: (n) => `${n * 4}px`,
    radius: { sm: '4px', md: '8px', lg: '12px', pill: '999px' },
    font: {
      family: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
      size: { xs: '12px', sm: '13px', md: '15px', lg: '18px', xl: '22px' },
    },
    breakpoints: BREAKPOINTS,
    mq: {
      tablet: `@media (min-width: ${BREAKPOINTS.tablet}px)`,
      desktop: `@media (min-width: ${BREAKPOINTS.desktop}px)`,
      mobileOnly: `@media (max-width: ${BREAKPOINTS.tablet - 1}px)`,
    },
    shadow: mode === 'light' ? '0 2px 8px rgba(0,0,0,.12)' : '0 2px 8px rgba(0,0,0,.6)',
  };
}
