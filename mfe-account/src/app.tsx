import { Route, Routes } from '@wagering/shared/router';
import type { RemoteAppProps } from '@wagering/shared/runtime';
import { ProfilePage } from './pages/profile-page';
import { SelfExclusionPage } from './pages/self-exclusion-page';
import { ResetPasswordPage } from './pages/reset-password-page';
import { RegisterPage } from './pages/register-page';
import { BonusPage } from './pages/bonus-page';
import { PromotionsPage } from './pages/promotions-page';
import { RewardsPage } from './pages/rewards-page';
import { VerificationPage } from './pages/verification-page';
import { BlackbookPage } from './pages/blackbook-page';

/** Account: the pages below each base path the shell mounts this remote at (see shell/src/app/app.tsx). */
export default function App({ basePath }: RemoteAppProps) {
  return (
    <div data-remote="account" data-version={__APP_VERSION__}>
      <Page basePath={basePath} />
    </div>
  );
}

function Page({ basePath }: RemoteAppProps) {
  switch (basePath) {
    case '/register':
      return <RegisterPage />;
    case '/profile':
      return (
        <Routes>
          <Route index element={<ProfilePage />} />
          <Route path="verification" element={<VerificationPage />} />
          <Route path="blackbook" element={<BlackbookPage />} />
        </Routes>
      );
    case '/reset-password':
      return <ResetPasswordPage />;
    case '/rewards':
      return <RewardsPage />;
    case '/promotions':
      return <PromotionsPage />;
    case '/self-exclusion':
      return <SelfExclusionPage />;
    case '/bonus':
      return <BonusPage />;
    default:
      return null;
  }
}
