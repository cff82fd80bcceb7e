import { Suspense, type ComponentType } from 'react';
import { Route, Routes } from '@wagering/shared/router';
import type { RemoteAppProps } from '@wagering/shared/runtime';

/** Every page of the remote, each its own component: imported at once on the server, one by one in the browser. */
export interface AccountPages {
  ProfilePage: ComponentType;
  SelfExclusionPage: ComponentType;
  ResetPasswordPage: ComponentType;
  RegisterPage: ComponentType;
  BonusPage: ComponentType;
  PromotionsPage: ComponentType;
  RewardsPage: ComponentType;
  VerificationPage: ComponentType;
  BlackbookPage: ComponentType;
}

/**
 * Account: the pages below each base path the shell mounts this remote at (see shell/src/app/app.tsx). In the browser
 * each page is its own chunk (lifecycles.ts), so a page without a form never loads the form libraries (issue 35). The
 * boundary is in the server's HTML too (with the page already in it), so hydration finds the same markup and keeps the
 * server's page on screen while its chunk loads.
 */
export function accountApp(pages: AccountPages) {
  return function App({ basePath }: RemoteAppProps) {
    return (
      <div data-remote="account" data-version={__APP_VERSION__}>
        <Suspense fallback={null}>
          <Page basePath={basePath} pages={pages} />
        </Suspense>
      </div>
    );
  };
}

/** The page a path shows (a base path the shell mounts this remote at, and the profile's own paths below it). */
export function pageAt(basePath: string, pathname: string): keyof AccountPages | undefined {
  if (basePath === '/profile') {
    const below = pathname.slice(basePath.length).replace(/^\/|\/$/g, '');
    return below === 'verification' ? 'VerificationPage' : below === 'blackbook' ? 'BlackbookPage' : 'ProfilePage';
  }
  return SINGLE_PAGES[basePath];
}

/** The base paths with one page each. */
const SINGLE_PAGES: Record<string, keyof AccountPages> = {
  '/register': 'RegisterPage',
  '/reset-password': 'ResetPasswordPage',
  '/rewards': 'RewardsPage',
  '/promotions': 'PromotionsPage',
  '/self-exclusion': 'SelfExclusionPage',
  '/bonus': 'BonusPage',
};

function Page({ basePath, pages }: RemoteAppProps & { pages: AccountPages }) {
  if (basePath === '/profile')
    return (
      <Routes>
        <Route index element={<pages.ProfilePage />} />
        <Route path="verification" element={<pages.VerificationPage />} />
        <Route path="blackbook" element={<pages.BlackbookPage />} />
      </Routes>
    );
  const name = SINGLE_PAGES[basePath];
  const Shown = name && pages[name];
  return Shown ? <Shown /> : null;
}
