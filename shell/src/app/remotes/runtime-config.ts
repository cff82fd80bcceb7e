import { preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { createStore } from 'zustand/vanilla';
import { embeddedConfig, requestPageConfig, requestRuntimeConfig, type RuntimeConfig } from './config-file';
import { modulesForPath, takeEarlyRequest } from './route-preload';
import { reportRemoteFailure } from './report-failure';

export * from './config-file';

/** A remote pointed elsewhere for this browser (staging only), as the banner shows it. */
export interface RemoteOverride {
  remote: string;
  version: string;
  entry: string;
}

const OVERRIDE_PARAM = 'remote-override';
const OVERRIDE_KEY = 'wagering-remote-overrides';
const MANIFEST_ATTEMPTS = 3;

/** The version folder an override's manifest URL names (…/<version>/mf-manifest.json), for the banner. */
const versionOf = (entry: string) => entry.split('/').slice(-2, -1)[0] ?? entry;

/**
 * `?remote-override=racing@https://host/…/mf-manifest.json` points one remote elsewhere for this browser session.
 * Accepted only outside production and only from an origin on the configuration's allowlist; everything else is
 * refused (and a stored override is dropped once production is seen).
 */
export function resolveOverrides(
  config: RuntimeConfig,
  search: string,
  storage: Storage,
  base: string,
): { accepted: RemoteOverride[]; refused: string[] } {
  // A Map, not an object: a name like __proto__ or toString is a key like any other, never a property it inherits.
  const stored = JSON.parse(storage.getItem(OVERRIDE_KEY) ?? '{}') as Record<string, string>;
  const requested = new Map(Object.entries(stored));
  for (const value of new URLSearchParams(search).getAll(OVERRIDE_PARAM)) {
    const at = value.indexOf('@');
    if (at > 0) requested.set(value.slice(0, at), value.slice(at + 1));
  }
  const accepted: RemoteOverride[] = [];
  const refused: string[] = [];
  for (const [remote, entry] of requested) {
    let origin = '';
    try {
      origin = new URL(entry, base).origin;
    } catch {
      // Not a URL: refused below.
    }
    const allowed =
      config.environment !== 'prod' && Object.hasOwn(config.remotes, remote) && config.overrideOrigins.includes(origin);
    if (allowed) accepted.push({ remote, version: versionOf(entry), entry: new URL(entry, base).href });
    else refused.push(remote);
  }
  storage.setItem(OVERRIDE_KEY, JSON.stringify(Object.fromEntries(accepted.map((o) => [o.remote, o.entry]))));
  return { accepted, refused };
}

export function clearOverrides(storage: Storage = sessionStorage): void {
  storage.removeItem(OVERRIDE_KEY);
}

export interface RemotesState {
  /** The configuration in use: the fetched remotes.json, else the embedded copy, else none yet. */
  config: RuntimeConfig | undefined;
  /** Where it came from: `embedded` means remotes.json could not be fetched (Retry fetches it again). */
  source: 'pending' | 'network' | 'embedded' | 'none';
  overrides: RemoteOverride[];
  refused: string[];
}

export const remotesStore = createStore<RemotesState>(() => ({
  config: embeddedConfig(),
  // A page the server rendered embeds the configuration it rendered with: known, as it was on the server.
  source:
    typeof document !== 'undefined' && document.getElementById('root')?.hasAttribute('data-ssr')
      ? 'network'
      : 'pending',
  overrides: [],
  refused: [],
}));

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Fetches remotes.json, retrying with a short back-off; undefined when every attempt failed. The first attempt is
 * the request main.js started (route-preload.ts) when there is one.
 */
export async function fetchRuntimeConfig(
  fetcher: typeof fetch = fetch,
  delays = [400, 1_200],
): Promise<RuntimeConfig | undefined> {
  const early = takeEarlyRequest();
  for (let attempt = 0; attempt < MANIFEST_ATTEMPTS; attempt++) {
    try {
      return await (attempt === 0 && early ? early : requestPageConfig(fetcher));
    } catch {
      // Network error, timeout or a malformed file: try again.
    }
    if (attempt < MANIFEST_ATTEMPTS - 1) await pause(delays[attempt] ?? 1_000);
  }
  return undefined;
}

let ready: Promise<RemotesState> | undefined;

/** Resolves once the configuration is read and every remote registered; the layout never waits for it. */
export const whenRemotesReady = () => (ready ??= loadRemotes());

async function loadRemotes(): Promise<RemotesState> {
  const fetched = await fetchRuntimeConfig();
  const config = fetched ?? embeddedConfig();
  const { accepted, refused } = config
    ? resolveOverrides(config, location.search, sessionStorage, location.href)
    : { accepted: [], refused: [] };
  if (refused.length) console.warn(`[remotes] override refused for ${refused.join(', ')}`);
  // Operators hear of every page running on the embedded copy: a broken remotes.json is otherwise invisible.
  if (!fetched)
    reportRemoteFailure(
      'remotes-json',
      'load',
      new Error(`remotes.json could not be fetched; ${config ? 'the copy embedded in index.html is used' : 'no copy'}`),
      config ? 'embedded-copy' : 'none',
    );
  const state: RemotesState = {
    config,
    source: fetched ? 'network' : config ? 'embedded' : 'none',
    overrides: accepted,
    refused,
  };
  if (config) {
    const entries = { ...Object.fromEntries(Object.entries(config.remotes).map(([name, r]) => [name, r.entry])) };
    for (const o of accepted) entries[o.remote] = o.entry;
    registerRemotes(
      Object.entries(entries).map(([name, entry]) => ({ name, entry })),
      { force: true },
    );
    // The page's own modules start loading now, while React renders the layout around them.
    void preloadRemote(
      modulesForPath(config, location.pathname).map((module) => {
        const [nameOrAlias, expose] = module.split('/');
        return { nameOrAlias: nameOrAlias!, exposes: [`./${expose}`] };
      }),
    ).catch(() => {
      // A preload is a hint: the area's own load reports any failure.
    });
  }
  remotesStore.setState(state);
  return state;
}

/**
 * Retry from a fallback. When remotes.json itself could not be fetched, fetch it again and start over. Otherwise
 * read remotes.json again and load the release it names now (a bad release rolled back since the page loaded is
 * left behind, without a reload): the remote is registered again with `force`, which drops the runtime's cached
 * (failed) entry so the retry really refetches it. Other remotes keep what they loaded.
 */
export async function retryRemote(name: string, fetcher: typeof fetch = fetch): Promise<void> {
  const state = await whenRemotesReady();
  if (state.source !== 'network') {
    ready = undefined;
    await whenRemotesReady();
    return;
  }
  const release = (await requestRuntimeConfig(fetcher).catch(() => undefined))?.remotes[name];
  const next: RemotesState =
    release && state.config
      ? { ...state, config: { ...state.config, remotes: { ...state.config.remotes, [name]: release } } }
      : state;
  ready = Promise.resolve(next);
  remotesStore.setState(next);
  const override = next.overrides.find((o) => o.remote === name);
  const entry = override?.entry ?? next.config?.remotes[name]?.entry;
  if (entry) registerRemotes([{ name, entry }], { force: true });
}

/** The version of a remote this page loads (for failure reports). */
export function remoteVersion(name: string): string {
  const { config, overrides } = remotesStore.getState();
  return overrides.find((o) => o.remote === name)?.version ?? config?.remotes[name]?.version ?? 'unknown';
}
