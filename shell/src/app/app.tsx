import { Suspense, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, SiteRouter } from '@wagering/shared/router';
import { useStoreAsSet } from '@wagering/shared/theme';
import { Layout } from './layout/layout';
import { MaintenanceScreen, useMaintenance } from './layout/maintenance-screen';
import { RemotePage } from './remotes/remote-page';
import { remotesStore } from './remotes/runtime-config';
import { OverrideBanner } from './remotes/override-banner';
import { HomePage } from '../pages/home-page';
import { StaticPageAt } from '../pages/static-page-at';
import { STATIC_PAGE_PATHS } from '../features/static-pages/page-paths';
import { UnknownPath } from './unknown-path';

/** What the punter calls each page remote, for its fallback; a remote the shell does not know yet goes by its name. */
const LABELS: Record<string, string> = {
  racing: 'Racing',
  sports: 'Sports',
  betslip: 'My Bets',
  account: 'Account',
  banking: 'Banking',
};
const labelOf = (remote: string) => LABELS[remote] ?? remote.charAt(0).toUpperCase() + remote.slice(1);

/** The page's one history in the browser; on the server, the URL it renders. */
function Router({ location, children }: { location?: string; children: ReactNode }) {
  return location ? (
    <MemoryRouter initialEntries={[location]}>{children}</MemoryRouter>
  ) : (
    <SiteRouter>{children}</SiteRouter>
  );
}

/** @param location the URL the server renders (shell/src/app/server/render-html.tsx); the browser's own otherwise */
export function App({ location }: { location?: string }) {
  const maintenance = useMaintenance();
  // Each remote declares the top-level paths it serves in remotes.json: a remote adds a page with no shell release.
  const remotes = useStoreAsSet(remotesStore, (s) => s.config?.remotes);
  if (maintenance) {
    return (
      <Router location={location}>
        <MaintenanceScreen />
      </Router>
    );
  }
  const remoteRoutes = Object.entries(remotes ?? {}).flatMap(([remote, release]) =>
    (release.routes ?? []).map((base) => ({ remote, base })),
  );
  return (
    <Router location={location}>
      <OverrideBanner />
      <Routes>
        <Route element={<Layout />}>
          <Route index element={<HomePage />} />
          {remoteRoutes.map(({ remote, base }) => (
            <Route
              key={base}
              path={`${base.slice(1)}/*`}
              element={<RemotePage key={base} remote={remote} label={labelOf(remote)} basePath={base} />}
            />
          ))}
          {STATIC_PAGE_PATHS.map((path) => (
            <Route
              key={path}
              path={path.slice(1)}
              element={
                <Suspense fallback={null}>
                  <StaticPageAt path={path} />
                </Suspense>
              }
            />
          ))}
          <Route path="*" element={<UnknownPath />} />
        </Route>
      </Routes>
    </Router>
  );
}
