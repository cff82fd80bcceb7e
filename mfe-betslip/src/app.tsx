import { Route, Routes } from '@wagering/shared/router';
import type { RemoteAppProps } from '@wagering/shared/runtime';
import { MyBetsPage } from './pages/my-bets-page';

/** My Bets: the remote's pages below the base path the shell mounts it at (/my-bets). */
export default function App(_props: RemoteAppProps) {
  return (
    <div data-remote="betslip" data-version={__APP_VERSION__}>
      <Routes>
        <Route index element={<MyBetsPage />} />
        <Route path="*" element={<MyBetsPage />} />
      </Routes>
    </div>
  );
}
