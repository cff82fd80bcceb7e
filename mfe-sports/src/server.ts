// The remote's server build (issue 23): the shell's server renders this App into the page's HTML, inside the same
// page root its single-spa lifecycles hydrate (shared/src/runtime/remote-lifecycles.tsx). Every page of this remote
// shows public data only, so each is rendered on the server.
import { firstQueriesOf } from '@wagering/shared/api';
import { sportNavQuery } from './features/sports-nav/api/get-sport-nav';
import { upcomingMatchesQuery } from './features/upcoming-matches/api/get-upcoming-matches';

export { default as App } from './app';

/** Each page's first queries (package.json's `firstCalls`): the server fetches them and renders the page once. */
export const firstQueries = firstQueriesOf({
  '/sports': () => [sportNavQuery(), upcomingMatchesQuery(10)],
});
