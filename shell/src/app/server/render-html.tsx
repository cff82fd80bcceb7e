import { renderToString } from 'react-dom/server';
import type { ReactElement, ReactNode } from 'react';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import {
  dehydrate,
  hydrate,
  type DehydratedState,
  type Query,
  type QueryClient,
  type QueryObserverOptions,
  type FetchQueryOptions,
} from '@tanstack/react-query';
import { createQueryClient } from '@wagering/shared/api';
import { AppProviders, RemotePageRoot, RenderClock, SERVER_RENDERED } from '@wagering/shared/runtime';
import type { BrandConfig, GlobalConfig } from '@wagering/brands';
import { brandStore, RenderZone, StoreScene, type ThemeMode } from '@wagering/shared/theme';
import type { RuntimeConfig } from '../remotes/config-file';
import { remotesStore } from '../remotes/runtime-config';
import { ServerPages } from '../remotes/server-page';
import { App } from '../app';
import type { RemoteServerBuild } from './remote-builds';

/** What one page's render is drawn in: given to its tree (InScene), never set on the process. */
export interface RenderScene {
  url: string;
  config: RuntimeConfig;
  brand: BrandConfig;
  global: GlobalConfig;
  mode: ThemeMode;
  zone: string;
  now: number;
}

/**
 * A render's tree in the page's scene: its releases, its brand and theme, its clock and the punter's time zone, as
 * context, so that renders of different pages (worker threads, or a render waiting on its data) never share them.
 */
function InScene({ scene, children }: { scene: RenderScene; children: ReactNode }) {
  const stores = new Map<unknown, unknown>([
    [remotesStore, { ...remotesStore.getState(), config: scene.config, source: 'network' }],
    [brandStore, { brand: scene.brand, global: scene.global, mode: scene.mode }],
  ]);
  return (
    <StoreScene.Provider value={stores as Map<never, unknown>}>
      <RenderClock.Provider value={scene.now}>
        <RenderZone.Provider value={scene.zone}>{children}</RenderZone.Provider>
      </RenderClock.Provider>
    </StoreScene.Provider>
  );
}

const MAX_PASSES = 3;

/** How long a remote's page may take on the server before it is left to the browser: its renders, and its data. */
export interface RenderBudget {
  /** No further pass starts past this much rendering. */
  renderMs: number;
  /** The page's data may take this long. */
  dataMs: number;
}

/**
 * Whether the render that asked for a query meant it to run: a disabled one (a form guide not opened, a call waiting
 * for another's answer) is not the page's data. Read from the options the query was built with: on the server no
 * observer subscribes, so the query's own isDisabled() cannot tell.
 */
const meantToRun = (query: Query) => {
  const { enabled } = query.options as QueryObserverOptions;
  return (typeof enabled === 'function' ? enabled(query) : enabled) !== false;
};

/** Only answers go into the page: a call not made (or failed) is the browser's to make, as it would be anyway. */
const answeredOnly = { shouldDehydrateQuery: (query: Query) => query.state.status === 'success' };

/** Queries a render asked for and nobody has fetched: the server fetches them before it renders again. */
const unfetched = (client: QueryClient) =>
  client
    .getQueryCache()
    .findAll()
    .filter(
      (q) => q.state.status === 'pending' && q.state.fetchStatus === 'idle' && q.options.queryFn && meantToRun(q),
    );

/**
 * A page remote's content with its data: the queries the remote declares for the path (`firstQueries`, its
 * package.json's first calls) are fetched first, so the page renders once. A page that asks for more than it
 * declared (a path with nothing declared, a call that depends on another's answer) renders again with what it asked
 * for, up to three passes. When a call failed, the HTML comes from a last render on a fresh client holding only the
 * answers the browser will receive, so what the browser hydrates is what the server drew.
 */
export async function renderRemotePage(
  build: RemoteServerBuild,
  basePath: string,
  scene: RenderScene,
  cache: EmotionCache,
  budget: RenderBudget,
): Promise<{ html: string; data: DehydratedState }> {
  const page = (queryClient: QueryClient) => (
    <CacheProvider value={cache}>
      <InScene scene={scene}>
        <RemotePageRoot App={build.App} basePath={basePath} queryClient={queryClient} location={scene.url} />
      </InScene>
    </CacheProvider>
  );
  const asked = createQueryClient();
  let rendering = 0;
  const render = (client: QueryClient) => {
    const started = performance.now();
    const html = renderToString(page(client));
    rendering += performance.now() - started;
    return html;
  };
  // A pass cannot be stopped part way (renderToString is synchronous), and a finished page is always kept: by then the
  // punter has waited for it, and the browser would only do the same work again on a slower CPU. Rendering time is
  // wall time, longer whenever a render thread waits for a core behind the API, so the budget refuses a further pass.
  const overBudget = (limit: number) => {
    if (rendering > limit) throw new Error(`rendering took ${Math.round(rendering)} ms (budget ${limit} ms)`);
  };
  const dataBy = Date.now() + budget.dataMs;
  const declared = build.firstQueries?.(scene.url.split(/[?#]/)[0]!) ?? [];
  // Once each, no retries, as below: a call that fails is left to the browser.
  if (declared.length)
    await within(
      dataBy,
      Promise.all(declared.map((options) => asked.prefetchQuery({ ...(options as FetchQueryOptions), retry: false }))),
    );
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const html = render(asked);
    const missing = unfetched(asked);
    // Every call answered and nothing more asked: this render is the one the browser's cache will draw.
    if (
      !missing.length &&
      asked
        .getQueryCache()
        .findAll()
        .every((q) => q.state.status === 'success' || !meantToRun(q))
    )
      return { html, data: dehydrate(asked, answeredOnly) };
    overBudget(budget.renderMs);
    if (!missing.length) break;
    // Once each, no retries: a call that fails is left to the browser, as the page's other calls are.
    await within(
      dataBy,
      Promise.all(missing.map((query) => query.fetch({ ...query.options, retry: false }).catch(() => undefined))),
    );
  }
  // Some call failed (or more passes were needed): the last render holds only the answers the browser will have.
  const data = dehydrate(asked, answeredOnly);
  const answered = createQueryClient();
  hydrate(answered, data);
  return { html: render(answered), data };
}

/** Waits for the page's data until the deadline, then gives up on it (the page is left to the browser). */
function within<T>(deadline: number, work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the page's data took longer than its budget`)), deadline - Date.now());
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** The shell's layout around the page's content (a remote's HTML, or its skeleton), with the styles both use. */
export function renderShell(
  scene: RenderScene,
  pages: Record<string, string>,
  data: DehydratedState | undefined,
  cache: EmotionCache,
): { html: string; styles: string } {
  const queryClient = createQueryClient();
  if (data) hydrate(queryClient, data);
  const withPages = Object.fromEntries(
    Object.entries(pages).map(([remote, html]) => [remote, `<div ${SERVER_RENDERED}="">${html}</div>`]),
  );
  const tree: ReactElement = (
    <CacheProvider value={cache}>
      <InScene scene={scene}>
        <ServerPages.Provider value={withPages}>
          <AppProviders queryClient={queryClient}>
            <App location={scene.url} />
          </AppProviders>
        </ServerPages.Provider>
      </InScene>
    </CacheProvider>
  );
  const html = renderToString(tree);
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  return { html, styles: constructStyleTagsFromChunks(extractCriticalToChunks(html)) };
}

/**
 * One emotion cache per page: its styles are exactly the ones this page's HTML uses, extracted into the head. Made
 * into an emotion server at once, which stops emotion writing each style inline beside its element.
 */
export function pageStyleCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  createEmotionServer(cache);
  return cache;
}
