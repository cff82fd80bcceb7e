// @vitest-environment node
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApi } from '@wagering/shared/api';
import { apiAnswer, mockApi } from '@wagering/testing/api';
import { firstQueries } from './server';

// What the browser starts fetching with the shell (package.json's firstCalls) and what the server fetches before its
// one render (server.ts): a call declared in one and not the other is a second render pass, or a page the browser
// waits for a call the server already had.
const { firstCalls } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).wagering as {
  firstCalls: Record<string, string[]>;
};

const unavailable = () => apiAnswer(503, { message: 'unavailable', errors: {} });

afterEach(() => configureApi({ baseUrl: '/v1' }));

describe("the server's first queries are the calls package.json declares", () => {
  it.each(Object.entries(firstCalls))('%s', async (pattern, calls) => {
    const fill = (path: string) => path.replace(':meetingId', '7').replace(':eventId', '70');
    const server = mockApi({
      get: {
        '/racing/meeting-list': unavailable,
        '/racing/futures': unavailable,
        '/racing/next-to-jump/{type}/{count}': unavailable,
        '/racing/race-card/{meetingId}/{eventId}': unavailable,
        '/racing/flucs/{event_id}': unavailable,
      },
    });
    // As the server's renderer calls the API: an absolute address and its own fetch.
    configureApi({ baseUrl: 'http://api.test/v1', fetch: server });
    const queries = firstQueries(fill(pattern)) ?? [];
    await Promise.allSettled(queries.map((q) => (q.queryFn as () => Promise<unknown>)()));
    const asked = server.requests.map(({ url }) => `${url.pathname.replace(/^\/v1/, '')}${url.search}`);
    expect(asked.sort()).toEqual(calls.map(fill).sort());
  });
});
