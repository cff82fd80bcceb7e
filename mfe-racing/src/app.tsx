import { Route, Routes } from '@wagering/shared/router';
import type { RemoteAppProps } from '@wagering/shared/runtime';
import { useLiveRacing } from './features/races/hooks/use-live-racing';
import { MeetingPage } from './pages/meeting-page';
import { FuturesPage, TodayPage } from './pages/meetings-page';
import { NextToJumpPage } from './pages/next-to-jump-page';
import { RacePage } from './pages/race-page';
import { ResultsPage } from './pages/results-page';

/**
 * Racing: the remote's pages below the base path the shell mounts it at (/racing, and /next-to-go). Every route
 * is deep-linkable: each page loads what it shows from its own URL.
 */
export default function App({ basePath }: RemoteAppProps) {
  useLiveRacing();
  if (basePath === '/next-to-go') {
    return (
      <Routes>
        <Route path="*" element={<NextToJumpPage title="Next to go" inRacing={false} />} />
      </Routes>
    );
  }
  return (
    <Routes>
      <Route index element={<TodayPage />} />
      <Route path="horse" element={<TodayPage key="T" type="T" />} />
      <Route path="greyhound" element={<TodayPage key="G" type="G" />} />
      <Route path="harness" element={<TodayPage key="H" type="H" />} />
      <Route path="futures" element={<FuturesPage />} />
      <Route path="next-to-jump" element={<NextToJumpPage />} />
      <Route path="results/:date?" element={<ResultsPage />} />
      <Route path="meeting/:date/:meetingId" element={<MeetingPage />} />
      <Route path="race/:meetingId/:eventId" element={<RacePage />} />
      <Route path="*" element={<TodayPage />} />
    </Routes>
  );
}
