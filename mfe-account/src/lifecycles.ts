import { lazy } from 'react';
import { remotePageLifecycles } from '@wagering/shared/runtime';
import { accountApp } from './app';

// The remote's pages as single-spa lifecycles: the shell mounts them in their own React root at each path listed
// under "wagering.routes" in package.json (published into remotes.json). Each page loads when it is shown: the
// promotions page never brings registration's form libraries (yup, react-hook-form) with it.
const App = accountApp({
  ProfilePage: lazy(() => import('./pages/profile-page').then((m) => ({ default: m.ProfilePage }))),
  SelfExclusionPage: lazy(() => import('./pages/self-exclusion-page').then((m) => ({ default: m.SelfExclusionPage }))),
  ResetPasswordPage: lazy(() => import('./pages/reset-password-page').then((m) => ({ default: m.ResetPasswordPage }))),
  RegisterPage: lazy(() => import('./pages/register-page').then((m) => ({ default: m.RegisterPage }))),
  BonusPage: lazy(() => import('./pages/bonus-page').then((m) => ({ default: m.BonusPage }))),
  PromotionsPage: lazy(() => import('./pages/promotions-page').then((m) => ({ default: m.PromotionsPage }))),
  RewardsPage: lazy(() => import('./pages/rewards-page').then((m) => ({ default: m.RewardsPage }))),
  VerificationPage: lazy(() => import('./pages/verification-page').then((m) => ({ default: m.VerificationPage }))),
  BlackbookPage: lazy(() => import('./pages/blackbook-page').then((m) => ({ default: m.BlackbookPage }))),
});

export const { bootstrap, mount, unmount, update } = remotePageLifecycles(App);
