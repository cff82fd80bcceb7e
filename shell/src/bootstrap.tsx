import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { brand } from '@active-brand';
import { globalConfig } from '@wagering/brands';
import { initBrand } from '@wagering/shared/theme';
import { AppProviders } from '@wagering/shared/runtime';
import { adoptFirstCalls, getQueryClient } from '@wagering/shared/api';
import { takeFirstCalls } from './app/remotes/route-preload';
import { remotesStore, whenRemotesReady } from './app/remotes/runtime-config';
import { startServices } from './app/boot/start-services';
import { App } from './app/app';

// The page's first API calls main.js started: the remote's own calls take their answers (shared/src/api/first-calls.ts).
adoptFirstCalls(takeFirstCalls());
// The environment is runtime configuration (remotes.json, embedded in index.html at deploy), not a build flag.
const config = globalConfig(brand.key, { currentEnv: remotesStore.getState().config?.environment ?? 'prod' });
initBrand(brand, config);
startServices();

// The layout renders at once; remotes register in the background and their areas fill in as they load.
void whenRemotesReady();
const root = createRoot(document.getElementById('root')!);
// index.html already shows the layout, so the first render can yield to input (time-sliced) instead of blocking.
startTransition(() =>
  root.render(
    <AppProviders queryClient={getQueryClient()}>
      <App />
    </AppProviders>,
  ),
);
