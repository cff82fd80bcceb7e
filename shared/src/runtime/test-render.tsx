// Test support for every remote's component tests (and shared's own): a component on the providers the shell gives
// every remote.
import type { ReactElement } from 'react';
import { cleanup, render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { afterEach } from 'vitest';
import { getBrand, globalConfig } from '@wagering/brands';
import { MemoryRouter } from '@wagering/shared/router';
import { initBrand } from '@wagering/shared/theme';
import { AppProviders } from './app-providers';

// vitest globals are off, so testing-library cannot register its own cleanup.
afterEach(cleanup);

/** Renders `ui` on the brand theme, a fresh query client (no retries) and a router at `route`. */
export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const brand = getBrand();
  initBrand(brand, globalConfig(brand.key));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrap = (node: ReactElement) => (
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[route]}>{node}</MemoryRouter>
    </AppProviders>
  );
  const result = render(wrap(ui));
  return { queryClient, ...result, rerender: (next: ReactElement) => result.rerender(wrap(next)) };
}
