import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getBrand, globalConfig } from '@wagering/brands';

// React's act() is used below.
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

// 3:05 PM in Sydney (AEDT), 12:05 PM in Perth, 4:05 AM in UTC.
const JUMP = '2026-11-28T04:05:00Z';

/**
 * A page opened in a browser in `zone` (what Intl tells the page): the theme's modules loaded afresh, as a new page
 * loads them, since a page asks its zone once.
 */
async function pageIn(zone: string) {
  const real = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...real.call(this), timeZone: zone };
  });
  vi.resetModules();
  const theme = await import('./index');
  const brand = { ...getBrand(), clockFormat: '12h' as const };
  theme.initBrand(brand, globalConfig(brand.key));
  function RaceTime() {
    const formatDate = theme.useFormatDate();
    return <time dateTime={JUMP}>{formatDate(JUMP, 'time')}</time>;
  }
  return { ...theme, RaceTime };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("one page for every zone: the server's times hydrate in place, then turn to the browser's zone", () => {
  it.each([
    ['Australia/Perth', '12:05 PM'],
    ['UTC', '4:05 AM'],
    ['Australia/Sydney', '3:05 PM'],
  ])('a page drawn for Sydney, hydrated in %s, keeps its nodes and shows %s', async (zone, shown) => {
    const { RaceTime, RenderZone, hydrateInZone } = await pageIn(zone);
    const html = renderToString(
      <RenderZone.Provider value="Australia/Sydney">
        <RaceTime />
      </RenderZone.Provider>,
    );
    expect(html).toContain('3:05 PM');

    const container = document.createElement('div');
    container.innerHTML = html;
    const drawn = container.querySelector('time');
    const mismatch = vi.fn();
    hydrateInZone('Australia/Sydney');
    await act(async () => {
      hydrateRoot(container, <RaceTime />, { onRecoverableError: mismatch });
    });

    expect(mismatch).not.toHaveBeenCalled();
    expect(container.querySelector('time')).toBe(drawn);
    expect(drawn!.textContent).toBe(shown);
    expect(drawn!.getAttribute('datetime')).toBe(JUMP);
  });

  it("a page the browser renders itself (no server HTML) starts in the browser's zone", async () => {
    const { RaceTime } = await pageIn('Australia/Perth');
    const container = document.createElement('div');
    const { createRoot } = await import('react-dom/client');
    await act(async () => createRoot(container).render(<RaceTime />));
    expect(container.textContent).toBe('12:05 PM');
  });
});
