import { PAGE_CACHE_MS, PAGE_STALE_MS } from '@wagering/contract/constants';
import type { RenderedPage } from './encoded-page';

const CACHED_PAGES = 500;

/**
 * The public pages rendered in the last seconds, by what makes them differ (path, theme, zone, releases): one render
 * of a page at a time; a page under PAGE_CACHE_MS is sent as it is, one under PAGE_STALE_MS too while the next render
 * runs, so no request waits for a render in turn. Off (`keep` false), every request renders.
 */
export function pageCache(keep: boolean) {
  const pages = new Map<string, { at: number; page: RenderedPage }>();
  const rendering = new Map<string, Promise<RenderedPage>>();

  /** Pages past PAGE_STALE_MS are never sent again: dropped (the oldest come first in the map). */
  function dropStale(now: number) {
    for (const [key, { at }] of pages) {
      if (now - at < PAGE_STALE_MS && pages.size <= CACHED_PAGES) break;
      pages.delete(key);
    }
  }

  /** A failed render is not kept: the next request tries again. */
  function renderInto(key: string, render: () => Promise<RenderedPage>): Promise<RenderedPage> {
    const rendered = render()
      .then((page) => {
        pages.delete(key);
        if (keep) pages.set(key, { at: Date.now(), page });
        dropStale(Date.now());
        return page;
      })
      .finally(() => rendering.delete(key));
    rendering.set(key, rendered);
    rendered.catch(() => undefined);
    return rendered;
  }

  return {
    /** Whether the page can be sent without waiting for a render of its own (kept, or already rendering). */
    has(key: string): boolean {
      const hit = pages.get(key);
      return (!!hit && Date.now() - hit.at < PAGE_STALE_MS) || rendering.has(key);
    },
    page(key: string, render: () => Promise<RenderedPage>): Promise<RenderedPage> {
      const hit = pages.get(key);
      const age = hit ? Date.now() - hit.at : Infinity;
      if (hit && age < PAGE_CACHE_MS) return Promise.resolve(hit.page);
      const fresh = rendering.get(key) ?? renderInto(key, render);
      return hit && age < PAGE_STALE_MS ? Promise.resolve(hit.page) : fresh;
    },
  };
}
