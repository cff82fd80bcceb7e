import { BrowserRouter, Route, Routes } from '@wagering/shared/router';
import { useBrand } from '@wagering/shared/theme';
import { Layout } from './layout/layout';
import { MaintenanceScreen } from './layout/maintenance-screen';
import { RemoteArea } from './remotes/remote-area';
import { HomePage } from '../features/home/home-page';
import { StaticPage } from '../features/static-pages/static-page';
import { staticPages } from '../features/static-pages/pages';
import { NotFoundPage } from '../features/static-pages/not-found-page';
import { SPORT_PATHS } from './sport-paths';

/** URL territory of the account and banking remotes; each remote routes the pages below its base paths. */
const ACCOUNT_PATHS = ['/register', '/profile', '/rewards', '/promotions', '/self-exclusion', '/bonus'];
const BANKING_PATHS = ['/deposit', '/payid', '/withdraw'];

/** A route owned by a remote's `./app`, which declares its own sub-routes below basePath. */
const remote = (module: string, label: string, basePath: string) => (
  <RemoteArea module={module} label={label} props={{ basePath }} minHeight={480} />
);

export function App() {
  const { isMaintenanceMode } = useBrand();
  if (isMaintenanceMode) {
    return (
      <BrowserRouter>
        <MaintenanceScreen />
      </BrowserRouter>
    );
  }
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<Layout />}>
          <Route index element={<HomePage />} />
          <Route path="racing/*" element={remote('racing/app', 'Racing', '/racing')} />
          <Route path="next-to-go/*" element={remote('racing/app', 'Racing', '/next-to-go')} />
          {['sports', ...SPORT_PATHS].map((sport) => (
            <Route key={sport} path={`${sport}/*`} element={remote('sports/app', 'Sports', `/${sport}`)} />
          ))}
          <Route path="my-bets/*" element={remote('betslip/app', 'My Bets', '/my-bets')} />
          {ACCOUNT_PATHS.map((base) => (
            <Route key={base} path={`${base.slice(1)}/*`} element={remote('account/app', 'Account', base)} />
          ))}
          {BANKING_PATHS.map((base) => (
            <Route key={base} path={`${base.slice(1)}/*`} element={remote('banking/app', 'Banking', base)} />
          ))}
          {staticPages.map((page) => (
            <Route key={page.path} path={page.path.slice(1)} element={<StaticPage page={page} />} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
