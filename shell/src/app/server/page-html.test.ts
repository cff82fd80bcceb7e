// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageHtml } from './page-html';

const template = `<!doctype html><html><head><title>x</title><script type="application/json" id="runtime-config">{}</script></head><body><script>boot()</script>
    <div id="root">
      <div class="boot-header"></div><div class="boot-body"><div></div></div>
    </div>

<script defer src="/main.js"></script></body></html>`;
const config = { environment: 'prod' as const, overrideOrigins: [], remotes: {} };
const state = { mode: 'dark', zone: 'UTC', now: 1, data: undefined, rendered: [] };

describe('the server-rendered page', () => {
  it('puts the render in the root in place of the boot skeleton, the styles in the head, the state and scripts after', () => {
    const html = pageHtml(template, { html: '<main>Race 1</main>', styles: '<style>x</style>' }, config, state);
    expect(html).toMatch(
      /<div id="root" data-ssr=""><main>Race 1<\/main><\/div><script type="application\/json" id="ssr-state">[^<]*<\/script>\n\n<script defer src="\/main.js">/,
    );
    expect(html).not.toContain('boot-header');
    expect(html).toContain('<style>x</style><link rel="expect" href="#ssr-state" blocking="render"></head>');
  });

  it('pins the releases it rendered as the embedded configuration', () => {
    const pinned = {
      ...config,
      remotes: { racing: { version: '1.0.0-a', entry: '/remotes/mfe-racing/1.0.0-a/mf-manifest.json' } },
    };
    const html = pageHtml(template, { html: '', styles: '' }, pinned, state);
    expect(html).toContain(`<script type="application/json" id="runtime-config">${JSON.stringify(pinned)}</script>`);
  });

  it('no text in the data can end its script or be read as a replacement pattern', () => {
    const hostile = {
      ...state,
      data: { queries: [{ name: '</script><script>alert(1)</script> $& $1 <!--' }] },
    } as never;
    const html = pageHtml(template, { html: '$&', styles: '' }, config, hostile);
    const script = html.slice(html.indexOf('id="ssr-state">'), html.indexOf('<script defer'));
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script.trimEnd().endsWith('</script>')).toBe(true);
    expect(script).not.toContain('<!--');
    expect(JSON.parse(script.trimEnd().slice('id="ssr-state">'.length, -'</script>'.length)).data.queries[0].name).toContain(
      '$&',
    );
    expect(html).toContain('<div id="root" data-ssr="">$&</div>');
  });
});
