// Test support for a page remote: the first calls it declares in package.json (`wagering.firstCalls`, which the shell
// starts while the remote loads; shared/src/api/first-calls.ts) are the calls its pages really make.
import { readFileSync } from 'node:fs';
import type { ComponentType } from 'react';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from '@wagering/shared/router';
import type { RemoteAppProps } from '@wagering/shared/runtime';
import { renderWithProviders } from './render';

/**
 * For each route pattern of the remote's package.json: renders its `./app` at that path (each `:name` filled from
 * `example`, mounted at the base path `basePathOf` gives) and expects every declared call among its requests.
 */
export function checkFirstCalls(
  App: ComponentType<RemoteAppProps>,
  packageJson: string,
  { basePathOf, example = {} }: { basePathOf: (path: string) => string; example?: Record<string, string> },
) {
  const { firstCalls } = JSON.parse(readFileSync(packageJson, 'utf8')).wagering as {
    firstCalls: Record<string, string[]>;
  };
  const fill = (pattern: string) => pattern.replace(/:\w+/g, (name) => example[name.slice(1)] ?? '1');
  afterEach(() => vi.unstubAllGlobals());

  describe("the shell starts each page's first calls: they are the calls the page makes", () => {
    for (const [pattern, calls] of Object.entries(firstCalls)) {
      it(pattern, async () => {
        // The answers never come: only what the page asks for is looked at.
        const requested: string[] = [];
        vi.stubGlobal(
          'fetch',
          vi.fn((request: Request) => {
            const url = new URL(request.url);
            requested.push(`${url.pathname}${url.search}`);
            return new Promise<Response>(() => {});
          }),
        );
        const path = fill(pattern);
        const basePath = basePathOf(path);
        renderWithProviders(
          <Routes>
            <Route path={`${basePath}/*`} element={<App basePath={basePath} />} />
          </Routes>,
          { route: path },
        );
        await waitFor(() => expect(requested).toEqual(expect.arrayContaining(calls.map((call) => `/v1${fill(call)}`))));
      });
    }
  });
}
