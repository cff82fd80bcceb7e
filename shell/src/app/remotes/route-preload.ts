// Code in parallel with the shell: the remotes a page needs start downloading while the shell's own chunks do,
// instead of after remotes.json -> mf-manifest.json -> remoteEntry.js, one after another.
import type { FirstCall } from '@wagering/shared/api';
import { embeddedConfig, requestPageConfig, serverRenderedRemotes, type RuntimeConfig } from './config-file';

/** Remotes the layout shows on every page (header count, account menu and overlays, the betslip). */
const ON_EVERY_PAGE = ['betslip', 'account'];
/** Home's own areas (shell/src/pages/home-page.tsx). */
const HOME_MODULES = ['racing/home', 'sports/home'];

/** The remote whose `./app` serves a path, by the top-level paths remotes.json lists for it. */
export function remoteForPath(config: RuntimeConfig, pathname: string): string | undefined {
  return Object.entries(config.remotes).find(([, release]) =>
    (release.routes ?? []).some((base) => pathname === base || pathname.startsWith(`${base}/`)),
  )?.[0];
}

/** The exposed modules a path renders in its main area: Home's strips, or the route remote's page. */
export function modulesForPath(config: RuntimeConfig, pathname: string): string[] {
  if (pathname === '/') return HOME_MODULES;
  const remote = remoteForPath(config, pathname);
  return remote ? [`${remote}/app`] : [];
}

/** Every remote a path loads: the layout's and its main area's. */
export function remotesForPath(config: RuntimeConfig, pathname: string): string[] {
  return [...new Set([...ON_EVERY_PAGE, ...modulesForPath(config, pathname).map((m) => m.split('/')[0]!)])];
}

/**
 * Fetches the manifest and entry script of each remote a page needs into the HTTP cache. A release's files sit in its
 * own immutable folder (cached for a year), so the entry's URL is known without its manifest, and the runtime's own
 * fetch and script tag find them there. Not `<link rel="preload">`: a failed preload is reused by the later request,
 * so Retry after an outage would fail again; a failed fetch leaves nothing behind. (Staging overrides are not
 * applied here: an overridden remote's files are simply fetched later, by the runtime.)
 */
export function preloadRemoteFiles(config: RuntimeConfig, pathname: string): string[] {
  const urls = remotesForPath(config, pathname).flatMap((remote) => {
    const entry = config.remotes[remote]?.entry;
    return entry ? [entry, entry.replace(/mf-manifest\.json$/, 'remoteEntry.js')] : [];
  });
  for (const url of urls) {
    // Read to the end, so the whole file lands in the cache.
    fetch(url, { priority: 'high' })
      .then((response) => response.arrayBuffer())
      .catch(() => undefined);
  }
  return urls;
}

/**
 * The API calls a path's page makes first (its remote's `firstCalls`: a route pattern whose `:name` segments fill the
 * same names in the calls), as /v1 URLs.
 */
export function firstCallUrls(config: RuntimeConfig, pathname: string): string[] {
  const remote = remoteForPath(config, pathname);
  const segments = pathname.replace(/(.)\/+$/, '$1').split('/');
  for (const [pattern, calls] of Object.entries((remote && config.remotes[remote]?.firstCalls) || {})) {
    const parts = pattern.split('/');
    const params = new Map<string, string>();
    const matches =
      parts.length === segments.length &&
      parts.every((part, i) =>
        part.startsWith(':') ? segments[i] !== '' && !!params.set(part, segments[i]!) : part === segments[i],
      );
    if (matches)
      return calls.map((call) => `/v1${call.replace(/:\w+/g, (name) => encodeURIComponent(params.get(name) ?? ''))}`);
  }
  return [];
}

let early: Promise<RuntimeConfig> | undefined;
let firstCalls = new Map<string, FirstCall>();

/**
 * From main.js, before the shell's own chunks: request remotes.json (the deployed configuration, never a stale
 * copy) and, as soon as it answers, the page's remote files, while the shell's chunks download and run.
 */
export function startRouteRemotes(pathname = location.pathname): void {
  const embedded = embeddedConfig();
  // A page remote the server rendered came with its data, and stays on the release it was rendered from.
  const rendered = serverRenderedRemotes();
  // The page's data, at once: the copy of remotes.json embedded in index.html names its first calls, so they need
  // not wait for the fresh one (a call a newer release no longer makes is one wasted request).
  const at = Date.now();
  for (const url of embedded && !rendered.length ? firstCallUrls(embedded, pathname) : []) {
    firstCalls.set(url, { at, response: fetch(url, { headers: { Accept: 'application/json' }, priority: 'high' }) });
  }
  early = requestPageConfig();
  early.then((config) => preloadRemoteFiles(config, pathname)).catch(() => undefined);
}

/** The remotes.json request main.js started, handed over once (to the runtime configuration's first attempt). */
export function takeEarlyRequest(): Promise<RuntimeConfig> | undefined {
  const request = early;
  early = undefined;
  return request;
}

/** The page's first calls main.js started, handed over once (to the shared API client, from bootstrap). */
export function takeFirstCalls(): Map<string, FirstCall> {
  const calls = firstCalls;
  firstCalls = new Map();
  return calls;
}
