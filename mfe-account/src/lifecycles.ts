import { createElement, lazy, type ComponentType } from 'react';
import { remotePageLifecycles } from '@wagering/shared/runtime';
import { accountApp, pageAt, type AccountPages } from './app';

type PageChunk = () => Promise<ComponentType>;

/**
 * A page loaded when it is shown (React.lazy), or at once once its chunk is here: React.lazy suspends on its first
 * render however loaded its chunk is, and a page that suspends while hydrating stays server HTML a moment longer.
 */
function chunkedPage(chunk: PageChunk) {
  let loaded: ComponentType | undefined;
  const load = () => chunk().then((page) => (loaded = page));
  const Lazy = lazy(() => load().then((page) => ({ default: page })));
  return Object.assign(() => createElement(loaded ?? Lazy), { load });
}

// Each page loads when it is shown: the promotions page never brings registration's form libraries (yup,
// react-hook-form) with it.
const pages = {
  ProfilePage: chunkedPage(() => import('./pages/profile-page').then((m) => m.ProfilePage)),
  SelfExclusionPage: chunkedPage(() => import('./pages/self-exclusion-page').then((m) => m.SelfExclusionPage)),
  ResetPasswordPage: chunkedPage(() => import('./pages/reset-password-page').then((m) => m.ResetPasswordPage)),
  RegisterPage: chunkedPage(() => import('./pages/register-page').then((m) => m.RegisterPage)),
  BonusPage: chunkedPage(() => import('./pages/bonus-page').then((m) => m.BonusPage)),
  PromotionsPage: chunkedPage(() => import('./pages/promotions-page').then((m) => m.PromotionsPage)),
  RewardsPage: chunkedPage(() => import('./pages/rewards-page').then((m) => m.RewardsPage)),
  VerificationPage: chunkedPage(() => import('./pages/verification-page').then((m) => m.VerificationPage)),
  BlackbookPage: chunkedPage(() => import('./pages/blackbook-page').then((m) => m.BlackbookPage)),
} satisfies AccountPages;

const App = accountApp(pages);

// The remote's pages as single-spa lifecycles: the shell mounts them in their own React root at each path listed
// under "wagering.routes" in package.json (published into remotes.json). A page the server drew hydrates once its
// chunk is here, so a tap on it in the meantime is held and reaches it (a tap on a page still waiting for its chunk
// would be lost).
export const { bootstrap, mount, unmount, update } = remotePageLifecycles(App, {
  beforeHydrate: (basePath) => {
    const page = pageAt(basePath, location.pathname);
    return page && pages[page].load();
  },
});
