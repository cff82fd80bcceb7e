// Code in parallel with the shell: the remotes a page needs start downloading while the shell's own chunks do,
// instead of after remotes.json -> mf-manifest.json -> remoteEntry.js, one after another.
import { requestRuntimeConfig, type RuntimeConfig } from './config-file';

/** Remotes the layout shows on every page (header count, account menu and overlays, the betslip). */
const ON_EVERY_PAGE = ['betslip', 'account'];
/** Home's own areas (shell/src/features/home/home-page.tsx). */
const HOME_MODULES = ['racing/home', 'sports/home'];

/** The remote whose `./app` serves a path, by the top-level paths remotes.json lists for it. */
function remoteForPath(config: RuntimeConfig, pathname: string): string | undefined {
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

let early: Promise<RuntimeConfig> | undefined;

/**
 * From main.js, before the shell's own chunks: request remotes.json (the deployed configuration, never a stale
 * copy) and, as soon as it answers, the page's remote files, while the shell's chunks download and run.
 */
export function startRouteRemotes(pathname = location.pathname): void {
  early = requestRuntimeConfig();
  early.then((config) => preloadRemoteFiles(config, pathname)).catch(() => undefined);
}

/** The remotes.json request main.js started, handed over once (to the runtime configuration's first attempt). */
export function takeEarlyRequest(): Promise<RuntimeConfig> | undefined {
  const request = early;
  early = undefined;
  return request;
}
