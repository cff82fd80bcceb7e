import { useMemo, type ReactNode } from 'react';
import { ThemeProvider, Global } from '@emotion/react';
import { createTheme } from './theme';
import { useBrand, useThemeMode } from './brand-store';

/** Provides the active brand's theme and the page's base styles. */
export function ThemeRoot({ children }: { children: ReactNode }) {
  const brand = useBrand();
  const mode = useThemeMode();
  const theme = useMemo(() => createTheme(brand, mode), [brand, mode]);
  return (
    <ThemeProvider theme={theme}>
      <Global
        styles={{
          ':root': { colorScheme: mode },
          body: {
            margin: 0,
            background: theme.colors.background,
            color: theme.colors.text,
            fontFamily: theme.font.family,
            fontSize: theme.font.size.md,
          },
          a: { color: theme.colors.primary },
          ':focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: '2px' },
          '*, *::before, *::after': { boxSizing: 'border-box' },
        }}
      />
      {children}
    </ThemeProvider>
  );
}
