import { Route, Routes } from '@wagering/shared/router';
import type { RemoteAppProps } from '@wagering/shared/runtime';
import { ProfilePage } from './features/profile/profile-page';
import { SelfExclusionPage } from './features/profile/self-exclusion-page';
import { ResetPasswordPage } from './features/password-reset/reset-password-page';
import { RegisterPage } from './features/registration/register-page';
import { BonusPage } from './features/rewards/bonus-page';
import { PromotionsPage } from './features/rewards/promotions-page';
import { RewardsPage } from './features/rewards/rewards-page';
import { VerificationPage } from './features/verification/verification-page';
import { BlackbookPage } from './features/blackbook/blackbook-page';

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
