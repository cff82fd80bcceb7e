import type { ReactElement } from 'react';
import { cleanup, render } from '@testing-library/react';
import { afterEach } from 'vitest';
import { MemoryRouter } from '@wagering/shared/router';
import { QueryClient } from '@tanstack/react-query';
import { getBrand, globalConfig } from '@wagering/brands';
import { initBrand } from '@wagering/shared/theme';
import { AppProviders } from '@wagering/shared/runtime';

// vitest globals are off, so testing-library cannot register its own cleanup.
afterEach(cleanup);

/** Renders a component on the providers the shell gives every remote (brand theme, query client, router). */
export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const brand = getBrand();
  initBrand(brand, globalConfig(brand.key));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return {
    queryClient,
    ...render(
      <AppProviders queryClient={queryClient}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </AppProviders>,
    ),
  };
}
