import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_CACHE_MS, PAGE_STALE_MS } from '@wagering/contract/constants';
import { encodePage } from './encoded-page';
import { pageCache } from './page-cache';

describe('the page cache', () => {
  afterEach(() => vi.useRealTimers());

  it('sends one render, compressed once, to every request for the page', async () => {
    const cache = pageCache(true);
    let renders = 0;
    const render = async () => (renders++, encodePage('<p>demo</p>'));
    const [first, second] = await Promise.all([cache.page('/demo', render), cache.page('/demo', render)]);
    expect(renders).toBe(1);
    expect(second).toBe(first);
  });

  it('serves a page for seconds, then a little older one while it renders anew, then waits for a new one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = pageCache(true);
    let renders = 0;
    const render = async () => encodePage(`<p>${++renders}</p>`);
    const html = async () => (await cache.page('/demo', render)).html;
    expect(await html()).toBe('<p>1</p>');
    expect(await html()).toBe('<p>1</p>');
    expect(renders).toBe(1);
    vi.advanceTimersByTime(PAGE_CACHE_MS + 1);
    // Stale but within PAGE_STALE_MS: the kept page now, one render behind it.
    expect(await html()).toBe('<p>1</p>');
    await vi.waitFor(() => expect(renders).toBe(2));
    await vi.waitFor(async () => expect(await html()).toBe('<p>2</p>'));
    vi.advanceTimersByTime(PAGE_STALE_MS + 1);
    // Too old to send: the request waits for its own render.
    expect(await html()).toBe('<p>3</p>');
  });
});
