// Render helpers for every remote's component tests and the kit's own: a component on the providers the shell gives
// every remote, or a primitive on the brand theme alone.
import type { ReactElement } from 'react';
import { ThemeProvider } from '@emotion/react';
import { cleanup, render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { afterEach } from 'vitest';
import { getBrand, globalConfig, type GlobalConfig } from '@wagering/brands';
import { MemoryRouter } from '@wagering/shared/router';
import { AppProviders } from '@wagering/shared/runtime';
import { createTheme, initBrand, type ThemeMode } from '@wagering/shared/theme';

// vitest globals are off, so testing-library cannot register its own cleanup.
afterEach(cleanup);

/**
 * Renders `ui` on the brand theme and its global configuration (with `config` over it), a fresh query client (no
 * retries) and a router at `route`.
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', config }: { route?: string; config?: Partial<GlobalConfig> } = {},
) {
  const brand = getBrand();
  initBrand(brand, globalConfig(brand.key, config));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrap = (node: ReactElement) => (
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[route]}>{node}</MemoryRouter>
    </AppProviders>
  );
  const result = render(wrap(ui));
  return { queryClient, ...result, rerender: (next: ReactElement) => result.rerender(wrap(next)) };
}

/** Renders a primitive inside the default brand's theme, as the shell does. */
export function renderWithTheme(ui: ReactElement, mode: ThemeMode = 'light') {
  const theme = createTheme(getBrand(), mode);
  return render(ui, { wrapper: ({ children }) => <ThemeProvider theme={theme}>{children}</ThemeProvider> });
}
