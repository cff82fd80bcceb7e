import { Navigate, Route, Routes, useParams } from '@wagering/shared/router';
import type { RemoteAppProps } from '@wagering/shared/runtime';
import { PriceAnnouncer } from './components/price-announcer';
import { useLiveMatches } from './hooks/use-live-matches';
import { SportsHomePage } from './pages/sports-home-page';
import { SportPage } from './pages/sport-page';
import { CompetitionPage } from './pages/competition-page';
import { MatchPage } from './pages/match-page';

const SPORTS_BASE = '/sports';

/** /sports/{sport}/… is the same page as /{sport}/…, which is where sports pages live. */
function ToSportPath() {
  const { '*': rest = '' } = useParams();
  return <Navigate to={`/${rest}`} replace />;
}

function CompetitionRoute({ sportSlug }: { sportSlug: string }) {
  const { competition = '' } = useParams();
  return <CompetitionPage sportSlug={sportSlug} competitionSlug={competition} />;
}

function MatchRoute() {
  const { event = '' } = useParams();
  return <MatchPage eventParts={event} />;
}

/**
 * Sports: mounted by the shell at /sports (every sport) and at /{sport} for each sport's URL segment, the sport
 * being the base path's segment; below it /{competition}/{event parts}.
 */
export default function App({ basePath }: RemoteAppProps) {
  useLiveMatches();
  const sportSlug = basePath.replace(/^\/+|\/+$/g, '');
  return (
    <PriceAnnouncer>
      <div data-remote="sports" data-version={__APP_VERSION__}>
        {basePath === SPORTS_BASE ? (
          <Routes>
            <Route index element={<SportsHomePage />} />
            <Route path="*" element={<ToSportPath />} />
          </Routes>
        ) : (
          <Routes>
            <Route index element={<SportPage sportSlug={sportSlug} />} />
            <Route path=":competition" element={<CompetitionRoute sportSlug={sportSlug} />} />
            <Route path=":competition/:event/*" element={<MatchRoute />} />
          </Routes>
        )}
      </div>
    </PriceAnnouncer>
  );
}
