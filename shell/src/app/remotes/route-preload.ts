// Code in parallel with the shell: the remotes a page needs start downloading while the shell's own chunks do,
// instead of after remotes.json -> mf-manifest.json -> remoteEntry.js, one after another.
import { embeddedConfig, type RuntimeConfig } from './config-file';

/** Remotes the layout shows on every page (header count, account menu and overlays, the betslip). */
const ON_EVERY_PAGE = ['betslip', 'account'];
/** Home's own areas (shell/src/features/home/home-page.tsx). */
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
 * From main.js, before the shell's own chunks: fetch the manifest and entry script of each remote this page needs,
 * by the configuration embedded in index.html (the deployed one), into the HTTP cache. A release's files sit in its
 * own immutable folder (cached for a year), so the entry's URL is known without its manifest, and the runtime's own
 * fetch and script tag find them there. Not `<link rel="preload">`: a failed preload is reused by the later request,
 * so Retry after an outage would fail again; a failed fetch leaves nothing behind.
 */
export function preloadRouteRemotes(doc: Document = document, pathname = location.pathname): string[] {
  const config = embeddedConfig(doc);
  if (!config) return [];
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
