import { readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { EmotionCache } from '@emotion/cache';
import { brand } from '@active-brand';
import { globalConfig } from '@wagering/brands';
import { configureApi } from '@wagering/shared/api';
import { releasesFor } from '@wagering/contract/canary';
import { isKnownZone } from '@wagering/shared/format';
import { parseRuntimeConfig, type RuntimeConfig } from '../remotes/config-file';
import { remoteForPath } from '../remotes/route-preload';
import { remoteBuilds } from './remote-builds';
import { sharedModules } from './shared-modules';
import { pageStyleCache, renderRemotePage, renderShell, type RenderBudget, type RenderScene } from './render-html';
import { pageHtml, type PageState } from './page-html';
import { loadStaticPages } from '../../features/static-pages/page-text';

/** The zone of a first visit, before the browser has told its own (SPEC-CHOICES "Server rendering"). */
const FIRST_VISIT_ZONE = 'Australia/Sydney';

export interface RendererOptions {
  /** The deploy folder: shell/index.html, remotes.json and the remotes' release folders. */
  deployDir: string;
  /** The API over HTTP (the web tier's keep-alive pool): the page's first calls. */
  fetch: (request: Request) => Promise<Response>;
  /** A remote whose server render failed, threw or was too slow, for GET /v1/remote-failures. */
  report: (remote: string, version: string, error: unknown) => void;
  /**
   * A page remote whose server render takes longer is left to the browser (and reported): its renders (no pass
   * starts past `renderMs`, a finished one is kept within `dataMs`) and its data (the API's answers). The web tier's
   * SERVER_RENDER_BUDGET_MS sets it.
   */
  budget: RenderBudget;
}

export interface RenderRequest {
  /** The path and query asked for. */
  url: string;
  /** The request's cookies: only `theme` and `tz` are read, nothing of the punter's session. */
  cookies: Record<string, string | undefined>;
  /** The visitor's cohort while a canary runs (web/src/canary.ts). */
  cohort?: number;
}

/**
 * remotes.json as the deploy has it now: read again only when the file changed (a release writes a new file), so a
 * release is seen by the very next page and a cached page costs no read.
 */
function runtimeConfigOf(deployDir: string): () => RuntimeConfig {
  const file = path.join(deployDir, 'remotes.json');
  let seen: { stamp: string; config: RuntimeConfig } | undefined;
  return () => {
    const { mtimeMs, size, ino } = statSync(file);
    const stamp = `${mtimeMs}:${size}:${ino}`;
    if (seen?.stamp !== stamp) seen = { stamp, config: parseRuntimeConfig(JSON.parse(readFileSync(file, 'utf8'))) };
    return seen.config;
  };
}

/**
 * The site's server render: each page's HTML with the shell's layout and the route's remote rendered from the
 * release remotes.json names now, its first data embedded. Public pages only (no session is ever read); the web tier
 * keeps each for a few seconds and serves it to everyone (web/src/page-cache.ts).
 */
export function createRenderer({ deployDir, fetch, report, budget }: RendererOptions) {
  configureApi({ baseUrl: 'http://site.internal/v1', fetch });
  const builds = remoteBuilds(deployDir, sharedModules());
  const currentConfig = runtimeConfigOf(deployDir);
  // The content pages' text, loaded once before the first render: a content page renders from it without suspending.
  const staticPages = loadStaticPages();

  async function renderPage(
    url: string,
    config: RuntimeConfig,
    mode: string,
    zone: string,
    limits = budget,
  ): Promise<string> {
    const global = globalConfig(brand.key, { currentEnv: config.environment });
    const theme = mode === 'dark' || mode === 'light' ? mode : global.darkModeEnabled ? 'dark' : 'light';
    const scene: RenderScene = { url, config, zone, now: Date.now(), brand, global, mode: theme };
    const styles = pageStyleCache();
    const pathname = url.split(/[?#]/)[0]!;
    const remote = remoteForPath(config, pathname);
    const page = remote ? await renderRemote(remote, scene, styles, limits) : undefined;
    // Each render holds the thread that answers requests: let those waiting go first between them.
    await new Promise((resolve) => setImmediate(resolve));
    await staticPages;
    const shell = renderShell(scene, page ? { [remote!]: page.html } : {}, page?.data, styles);
    const state: PageState = { mode: theme, zone, now: scene.now, data: page?.data, rendered: page ? [remote!] : [] };
    return pageHtml(await template(), shell, config, state);
  }

  async function renderRemote(remote: string, scene: RenderScene, styles: EmotionCache, limits: RenderBudget) {
    const release = scene.config.remotes[remote]!;
    const pathname = scene.url.split(/[?#]/)[0]!;
    const basePath = release.routes!.find((base) => pathname === base || pathname.startsWith(`${base}/`))!;
    try {
      const build = await builds.get(release.entry);
      if (!build) return undefined;
      if (build.serverRoutes && !build.serverRoutes.some((p) => pathname === p || pathname.startsWith(`${p}/`)))
        return undefined;
      return await renderRemotePage(build, basePath, scene, styles, limits);
    } catch (error) {
      if (limits === budget) report(remote, release.version, error);
      return undefined;
    }
  }

  let shellTemplate: Promise<string> | undefined;
  const template = () => (shellTemplate ??= readFile(path.join(deployDir, 'shell', 'index.html'), 'utf8'));

  return {
    /** The page's HTML: the deploy's remotes.json read anew for every page, so a release shows on the next one. */
    async render({ url, cookies, cohort }: RenderRequest): Promise<string> {
      const mode = cookies.theme === 'dark' || cookies.theme === 'light' ? cookies.theme : '';
      // The web tier keeps only a known zone (web/src/page-key.ts); checked again, as this build is its own package.
      const zone = isKnownZone(cookies.tz) ? cookies.tz : FIRST_VISIT_ZONE;
      // CANARY (issue 39): the releases of the visitor's cohort; the page embeds exactly these for the browser.
      return renderPage(url, releasesFor(currentConfig(), cohort), mode, zone);
    },
    /**
     * Renders the given pages once, with no budget and nothing cached or reported: the first renders of a fresh
     * process run cold code (several times slower), and would leave the first visitors' pages to the browser.
     */
    async warm(urls: string[]): Promise<void> {
      const config = currentConfig();
      for (const url of urls) await renderPage(url, config, '', FIRST_VISIT_ZONE, { renderMs: 60_000, dataMs: 60_000 });
    },
    /** Releases whose server code is held (the memory bench swaps releases and reads it). */
    get heldReleases() {
      return builds.size;
    },
  };
}

export type Renderer = ReturnType<typeof createRenderer>;
