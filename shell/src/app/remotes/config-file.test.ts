import { describe, expect, it } from 'vitest';
import { pinRendered, serverRenderedRemotes, type RuntimeConfig } from './config-file';

const release = (version: string) => ({ version, entry: `/remotes/mfe-x/${version}/mf-manifest.json`, routes: ['/x'] });
const config = (racing: string, sports: string): RuntimeConfig => ({
  environment: 'prod',
  overrideOrigins: [],
  remotes: { racing: release(racing), sports: release(sports) },
});

describe('the releases a server-rendered page keeps', () => {
  it('the remotes rendered into the page stay on the release they were rendered from; the others move on', () => {
    const rendered = config('1.0.0-a', '1.0.0-a');
    const now = config('1.0.1-b', '1.0.1-b');
    expect(pinRendered(now, rendered, ['racing']).remotes).toEqual({
      racing: release('1.0.0-a'),
      sports: release('1.0.1-b'),
    });
    expect(pinRendered(now, rendered, [])).toBe(now);
    expect(pinRendered(now, undefined, ['racing'])).toBe(now);
  });

  it('the page names its rendered remotes in its state; a page without one, or a broken one, names none', () => {
    const page = (state: string) => {
      document.body.innerHTML = `<script type="application/json" id="ssr-state">${state}</script>`;
      return serverRenderedRemotes(document);
    };
    expect(page('{"rendered":["racing"]}')).toEqual(['racing']);
    expect(page('{"rendered":[1,"sports"]}')).toEqual(['sports']);
    expect(page('{')).toEqual([]);
    document.body.innerHTML = '';
    expect(serverRenderedRemotes(document)).toEqual([]);
  });
});
