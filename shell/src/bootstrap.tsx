import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { brand } from '@active-brand';
import { globalConfig } from '@wagering/brands';
import { hydrateInZone, initBrand } from '@wagering/shared/theme';
import { AppProviders, pinRenderClock, reportHydrationMismatch, takeOverRegion } from '@wagering/shared/runtime';
import { adoptFirstCalls, getQueryClient } from '@wagering/shared/api';
import { takeFirstCalls } from './app/remotes/route-preload';
import { remotesStore, whenRemotesReady } from './app/remotes/runtime-config';
import { startServices } from './app/boot/start-services';
import { serverState } from './app/boot/server-state';
import { hydratingServerHtml } from './app/remotes/server-page';
import { App } from './app/app';
import { isStaticPagePath } from './features/static-pages/page-paths';
import { loadStaticPages } from './features/static-pages/page-text';

// The page's first API calls main.js started: the remote's own calls take their answers (shared/src/api/first-calls.ts).
adoptFirstCalls(takeFirstCalls());
const server = serverState();
// The environment is runtime configuration (remotes.json, embedded in index.html at deploy), not a build flag.
const config = globalConfig(brand.key, { currentEnv: remotesStore.getState().config?.environment ?? 'prod' });
initBrand(brand, config, server?.hydrates ? server.mode : undefined);
startServices();

// The layout renders at once; remotes register in the background and their areas fill in as they load.
void whenRemotesReady();
const container = document.getElementById('root')!;
const page: ReactNode = (
  <AppProviders queryClient={getQueryClient()}>
    <App />
  </AppProviders>
);
if (server?.data) hydrate(getQueryClient(), server.data);

function startPage() {
  if (server?.hydrates) {
    // The server's HTML is hydrated in place, in a transition (in slices, not one long task). A page remote's content
    // hydrates at the server's clock (countdowns read the second it drew) until its parcel lets the clock go.
    if (server.rendered.length) pinRenderClock(server.now);
    // Times hydrate in the zone the server drew them in, then turn to the browser's zone in place.
    hydrateInZone(server.zone);
    hydratingServerHtml(true);
    startTransition(() => {
      hydrateRoot(container, page, { onRecoverableError: reportHydrationMismatch });
    });
  } else {
    const root = createRoot(container);
    // index.html already shows the layout, so the first render can yield to input (time-sliced) instead of blocking.
    startTransition(() => root.render(page));
  }
  // Taps held while the layout was the server's HTML go to React now.
  takeOverRegion(container);
}

// A content page's text is its own chunk (every other page goes without it): that page renders once the text is here.
if (isStaticPagePath(location.pathname)) void loadStaticPages().then(startPage, startPage);
else startPage();
