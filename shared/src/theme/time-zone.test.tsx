import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getBrand, globalConfig } from '@wagering/brands';
import { initBrand } from './brand-store';
import { hydrateInZone, RenderZone } from './time-zone';
import { useFormatDate } from './use-format-date';

// React's act() is used below.
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

// 3:05 PM in Sydney (AEDT), 12:05 PM in Perth, 4:05 AM in UTC.
const JUMP = '2026-11-28T04:05:00Z';

function RaceTime() {
  const formatDate = useFormatDate();
  return <time dateTime={JUMP}>{formatDate(JUMP, 'time')}</time>;
}

/** The browser as if it were in `zone` (what Intl tells the page), for the rest of the test. */
function browserIn(zone: string) {
  const real = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...real.call(this), timeZone: zone };
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  hydrateInZone(undefined);
});

describe("one page for every zone: the server's times hydrate in place, then turn to the browser's zone", () => {
  it.each([
    ['Australia/Perth', '12:05 PM'],
    ['UTC', '4:05 AM'],
    ['Australia/Sydney', '3:05 PM'],
  ])('a page drawn for Sydney, hydrated in %s, keeps its nodes and shows %s', async (zone, shown) => {
    const brand = { ...getBrand(), clockFormat: '12h' as const };
    initBrand(brand, globalConfig(brand.key));
    const html = renderToString(
      <RenderZone.Provider value="Australia/Sydney">
        <RaceTime />
      </RenderZone.Provider>,
    );
    expect(html).toContain('3:05 PM');

    browserIn(zone);
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
    browserIn('Australia/Perth');
    const container = document.createElement('div');
    const { createRoot } = await import('react-dom/client');
    await act(async () => createRoot(container).render(<RaceTime />));
    expect(container.textContent).toBe('12:05 PM');
  });
});
