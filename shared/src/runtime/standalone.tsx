import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from '@wagering/shared/router';
import { QueryClient } from '@tanstack/react-query';
import { getBrand, globalConfig } from '@wagering/brands';
import { startBetslip } from '@wagering/shared/betslip';
import { startPreferences, startSession, startUi } from '@wagering/shared/session';
import { initBrand } from '@wagering/shared/theme';
import { AppProviders } from './app-providers';
import type { RemoteAppProps } from './remote-props';

/** Defined at build time by the build recipe (shared/build/federation.mjs) from BRAND. */
declare const __BRAND__: string;

/**
 * A remote's own page for its squad (`npm run dev -w mfe-x`): the remote's `./app` on the same providers
 * the shell gives it, mounted at each base path it owns.
 */
export function renderStandalone(App: ComponentType<RemoteAppProps>, basePaths: string[]): void {
  const brand = getBrand(__BRAND__);
  initBrand(brand, globalConfig(brand.key, { currentEnv: 'dev' }));
  // The client state and the betslip as the shell starts them (shell/src/app/boot/start-services.ts): racing and
  // sports add legs to the slip, the betslip remote shows it.
  startSession();
  startPreferences();
  startUi();
  startBetslip();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, refetchOnWindowFocus: false } },
  });
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
