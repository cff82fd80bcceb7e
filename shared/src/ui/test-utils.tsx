import type { ReactElement } from 'react';
import { ThemeProvider } from '@emotion/react';
import { cleanup, render } from '@testing-library/react';
import { afterEach } from 'vitest';
import { getBrand } from '@wagering/brands';
import { createTheme, type ThemeMode } from '../theme';

// vitest globals are off, so testing-library cannot register its own cleanup.
afterEach(cleanup);

/** Renders a primitive inside the default brand's theme, as the shell does. Test-only; not exported. */
export function renderWithTheme(ui: ReactElement, mode: ThemeMode = 'light') {
  const theme = createTheme(getBrand(), mode);
  return render(ui, { wrapper: ({ children }) => <ThemeProvider theme={theme}>{children}</ThemeProvider> });
}
