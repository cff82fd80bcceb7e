import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from '@wagering/shared/router';
import { QueryClient } from '@tanstack/react-query';
import { getBrand, globalConfig } from '@wagering/brands';
import { initBrand } from '../theme';
import { AppProviders } from './app-providers';
import type { RemoteAppProps } from './remote-props';

declare const process: { env: Record<string, string | undefined> };

/**
 * A remote's own page for its squad (`npm run dev -w mfe-x`): the remote's `./app` on the same providers
 * the shell gives it, mounted at each base path it owns.
 */
export function renderStandalone(App: ComponentType<RemoteAppProps>, basePaths: string[]): void {
  const brand = getBrand(process.env.BRAND ?? 'aurora');
  initBrand(brand, globalConfig(brand.key, { currentEnv: 'dev' }));
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, refetchOnWindowFocus: false } } });
  createRoot(document.getElementById('root')!).render(
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <Routes>
          {basePaths.map((base) => (
            <Route key={base} path={`${base}/*`} element={<App basePath={base} />} />
          ))}
        </Routes>
      </BrowserRouter>
    </AppProviders>,
  );
}
