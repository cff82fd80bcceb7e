import type { ReactNode } from 'react';
import type { RemoteAppProps } from '@wagering/shared/runtime';
import { DepositPage } from './pages/deposit-page';
import { PayIdPage } from './pages/payid-page';
import { WithdrawPage } from './pages/withdraw-page';

/** The banking pages by the base path the shell mounts this remote at (SPEC 2: /deposit, /payid; and /withdraw). */
const PAGES: Record<string, () => ReactNode> = {
  '/deposit': () => <DepositPage />,
  '/payid': () => <PayIdPage />,
  '/withdraw': () => <WithdrawPage />,
};

export default function App({ basePath }: RemoteAppProps) {
  const page = PAGES[basePath] ?? PAGES['/deposit']!;
  return (
    <div data-remote="banking" data-version={__APP_VERSION__}>
      {page()}
    </div>
  );
}
