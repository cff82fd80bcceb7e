import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { hydratingServerHtml, useServerPageHtml } from './server-page';

const SERVER_HTML = '<div data-ssr="">Meetings today</div>';

describe('the server’s HTML of a page remote, read while the page hydrates', () => {
  it('is the same in every render before the page commits, and only the page that committed it gets it', async () => {
    document.body.innerHTML = `<div id="root"><div data-parcel="racing">${SERVER_HTML}</div></div>`;
    hydratingServerHtml(true);
    const seen: (string | undefined)[] = [];
    function RacingPage() {
      const html = useServerPageHtml('racing');
      seen.push(html);
      return <div data-parcel="racing" dangerouslySetInnerHTML={html === undefined ? undefined : { __html: html }} />;
    }
    // A part beside the page that is not ready on the first attempt: React renders the page again before committing,
    // as it does when a tap during hydration restarts the work.
    let ready = false;
    let go!: () => void;
    const gate = new Promise<void>((resolve) => (go = resolve));
    function NotYet() {
      if (!ready) throw gate;
      return null;
    }
    const mismatch = vi.fn();
    await act(async () => {
      hydrateRoot(
        document.getElementById('root')!,
        <>
          <RacingPage />
          <NotYet />
        </>,
        { onRecoverableError: mismatch },
      );
    });
    await act(async () => {
      ready = true;
      go();
      await gate;
    });
    expect(seen.length).toBeGreaterThan(1);
    expect(new Set(seen)).toEqual(new Set([SERVER_HTML]));
    expect(mismatch).not.toHaveBeenCalled();

    // The next page of the same remote (reached by a link) renders in the browser.
    const next: (string | undefined)[] = [];
    function NextPage() {
      next.push(useServerPageHtml('racing'));
      return null;
    }
    const other = document.createElement('div');
    await act(async () => hydrateRoot(other, <NextPage />));
    expect(next).toEqual([undefined]);
  });
});
