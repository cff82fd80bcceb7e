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
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrap = (node: ReactElement) => (
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[route]}>{node}</MemoryRouter>
    </AppProviders>
  );
  const result = render(wrap(ui));
  return { queryClient, ...result, rerender: (next: ReactElement) => result.rerender(wrap(next)) };
}
