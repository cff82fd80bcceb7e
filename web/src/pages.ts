import { statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PAGE_CACHE_MS, PAGE_STALE_MS } from '@wagering/contract/constants';
import type { RenderedPage } from './encoded-page';
import { pageCache } from './page-cache';
import { pageCookies, pageUrl } from './page-key';
import { missBudget } from './miss-budget';
import type { SendPage } from './static-site';
import type { CanaryRequests } from './canary';

/** The words of the 429 a page request gets over its budget (the API's own for too many requests). */
export const TOO_MANY_PAGES = 'Too many requests. Please wait a few minutes and try again.';

/**
 * How a shared cache (the gateway, a CDN) may keep a first visit's page: as long as this process does, and a stale
 * one while it fetches anew, together within SPEC 9's 60 s freshness. A page for a punter's own theme or zone (its
 * cookies) is theirs alone.
 */
export const PUBLIC_PAGE_CACHE = `public, max-age=0, s-maxage=${PAGE_CACHE_MS / 1000}, stale-while-revalidate=${(PAGE_STALE_MS - PAGE_CACHE_MS) / 1000}`;
const OWN_PAGE_CACHE = 'private, no-cache';

export interface PageOptions {
  deployDir: string;
  /** Renders a page's HTML, compressed (the render workers). */
  render: (request: {
    url: string;
    cookies: { theme?: string; tz?: string };
    cohort?: number;
  }) => Promise<RenderedPage>;
  /** Pages rendered per address a minute (cache misses); 0 turns the budget off (test runs). */
  missesPerMinute: number;
  /** Canary releases (issue 39): each visitor's cohort and the releases it gets (canary.ts). */
  canaries?: CanaryRequests;
}

/** A file's stamp: changes whenever a release renames a new one in. */
const stampOf = (file: string) => {
  const { mtimeMs, size, ino } = statSync(file);
  return `${mtimeMs}:${size}:${ino}`;
};

/**
 * The site's pages: kept for seconds per page (the path and the parameters it reads), theme, zone and releases; a
 * page missing from the cache is rendered by a worker, within the address's budget.
 */
export function sitePages({ deployDir, render, missesPerMinute, canaries }: PageOptions): SendPage {
  const cache = pageCache(true);
  const budget = missBudget(missesPerMinute);
  const remotesJson = path.join(deployDir, 'remotes.json');
  return async (request, reply) => {
    const url = pageUrl(request.url);
    const cookies = pageCookies(request.headers.cookie);
    // CANARY (issue 39): the releases of this visitor's cohort, one cached page per set of canaries (canary.ts).
    const visit = canaries?.visit(request, reply) ?? { cohort: undefined, canaries: '' };
    const key = JSON.stringify([url, cookies.theme ?? '', cookies.tz ?? '', stampOf(remotesJson), visit.canaries]);
    if (missesPerMinute > 0 && !cache.has(key)) {
      const wait = budget.take(request.ip);
      if (wait > 0) return tooMany(request, reply, wait);
    }
    let page: RenderedPage;
    try {
      page = await cache.page(key, () => render({ url, cookies, cohort: visit.cohort }));
    } catch (error) {
      request.log.error({ err: error }, 'server render failed: index.html sent');
      return false;
    }
    // While a canary runs a page is its cohort's (and may set the cohort cookie): never kept by a shared cache.
    const first = cookies.theme === undefined && cookies.tz === undefined && visit.cohort === undefined;
    // The maintenance screen (503) is never kept: the site is open again the moment it is.
    reply.header('Cache-Control', reply.statusCode === 503 ? 'no-store' : first ? PUBLIC_PAGE_CACHE : OWN_PAGE_CACHE);
    await sendEncoded(request, reply, page);
    return true;
  };
}

/** The page compressed as the browser accepts (each encoding made once per render). */
async function sendEncoded(request: FastifyRequest, reply: FastifyReply, page: RenderedPage) {
  const accepts = String(request.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : undefined;
  reply.type('text/html; charset=utf-8').header('Vary', 'Accept-Encoding');
  if (encoding) reply.header('Content-Encoding', encoding);
  await reply.send(encoding ? page[encoding] : page.html);
}

/** 429 with Retry-After: a small HTML page for a browser, the common error shape for anything else. */
async function tooMany(request: FastifyRequest, reply: FastifyReply, seconds: number) {
  reply.status(429).header('Retry-After', String(seconds)).header('Cache-Control', 'no-store');
  if (/text\/html/.test(String(request.headers.accept ?? '')))
    await reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="en"><meta charset="utf-8"><title>${TOO_MANY_PAGES}</title><p>${TOO_MANY_PAGES}</p></html>`,
      );
  else await reply.send({ message: TOO_MANY_PAGES, errors: {} });
  return true;
}
