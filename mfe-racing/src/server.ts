// The remote's server build (issue 23): the shell's server renders this App into the page's HTML, inside the same
// page root its single-spa lifecycles hydrate (shared/src/runtime/remote-lifecycles.tsx). Every page of this remote
// shows public data only, so each is rendered on the server.
import { firstQueriesOf } from '@wagering/shared/api';
import { flucsQuery } from './features/races/api/get-flucs';
import { futuresQuery } from './features/races/api/get-futures';
import { meetingListQuery } from './features/races/api/get-meeting-list';
import { nextToJumpQuery } from './features/races/api/get-next-to-jump';
import { raceCardQuery } from './features/races/api/get-race-card';

export { default as App } from './app';

/**
 * Each page's first queries (package.json's `firstCalls`, as its pages make them): the server fetches them and
 * renders the page once (issue 34).
 */
export const firstQueries = firstQueriesOf({
  '/racing': () => [meetingListQuery('', 'A')],
  '/racing/horse': () => [meetingListQuery('', 'T')],
  '/racing/greyhound': () => [meetingListQuery('', 'G')],
  '/racing/harness': () => [meetingListQuery('', 'H')],
  '/racing/futures': () => [futuresQuery('A')],
  '/racing/next-to-jump': () => [nextToJumpQuery('A', 20)],
  '/next-to-go': () => [nextToJumpQuery('A', 20)],
  '/racing/race/:meetingId/:eventId': ({ meetingId, eventId }) => [
    raceCardQuery(Number(meetingId), Number(eventId)),
    flucsQuery(Number(eventId)),
  ],
});
