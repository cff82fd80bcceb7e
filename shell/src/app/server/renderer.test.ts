// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRenderer } from './renderer';

/** The web tier's default budget (SERVER_RENDER_BUDGET_MS, its data four times as long). */
const budget = { renderMs: 100, dataMs: 400 };

const TEMPLATE = `<html><head><script type="application/json" id="runtime-config">{}</script></head><body>
<div id="root"><div class="boot"></div></div>
<script defer src="/main.js"></script></body></html>`;

/** A deploy with the `demo` remote at /demo, one release per server build given. */
function deploy(releases: Record<string, string>) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'renderer-'));
  mkdirSync(path.join(dir, 'shell'));
  writeFileSync(path.join(dir, 'shell', 'index.html'), TEMPLATE);
  for (const [version, code] of Object.entries(releases)) {
    mkdirSync(path.join(dir, 'remotes', 'mfe-demo', version, 'server'), { recursive: true });
    writeFileSync(path.join(dir, 'remotes', 'mfe-demo', version, 'server', 'server.cjs'), code);
  }
  const serve = (version: string) =>
    writeFileSync(
      path.join(dir, 'remotes.json'),
      JSON.stringify({
        environment: 'prod',
        overrideOrigins: [],
        remotes: { demo: { version, entry: `/remotes/mfe-demo/${version}/mf-manifest.json`, routes: ['/demo'] } },
      }),
    );
  return { dir, serve };
}

/** A server build that shows its text and the race the API answers, and counts its renders. */
const showing = (text: string) => `
const { createElement } = require('react');
const { useQuery } = require('@tanstack/react-query');
const { api } = require('@wagering/shared/api');
exports.App = function Demo() {
  globalThis.demoRenders = (globalThis.demoRenders ?? 0) + 1;
  const race = useQuery({ queryKey: ['demo'], queryFn: () => api.GET('/racing/next-to-jump/{type}/{count}', { params: { path: { type: 'A', count: 1 } } }) });
  return createElement('h1', null, ${JSON.stringify(text)} + ' ' + (race.data ? race.data.data[0].event_name : 'loading'));
};`;

const seen: Request[] = [];
const fetch = async (request: Request) => {
  seen.push(request);
  return Response.json({ data: [{ event_name: 'Randwick R4' }] });
};

afterEach(() => {
  vi.useRealTimers();
  seen.length = 0;
});

describe('the site renderer', () => {
  it("renders the route's remote with its data, asked in process and with no cookie of the punter's", async () => {
    const { dir, serve } = deploy({ one: showing('Release one') });
    serve('one');
    const renderer = createRenderer({ deployDir: dir, fetch, report: () => undefined, budget });
    const html = await renderer.render({ url: '/demo', cookies: { accessToken: 'secret', tz: 'UTC' } });
    expect(html).toContain('Release one Randwick R4');
    expect(html).toContain('"rendered":["demo"]');
    expect(seen.map((r) => [new URL(r.url).pathname, r.headers.get('cookie')])).toEqual([
      ['/v1/racing/next-to-jump/A/1', null],
    ]);
  });

  it('renders the release remotes.json names now: a release is seen by the very next page', async () => {
    const { dir, serve } = deploy({ one: showing('Release one'), two: showing('Release two') });
    serve('one');
    const renderer = createRenderer({ deployDir: dir, fetch, report: () => undefined, budget });
    const page = () => renderer.render({ url: '/demo', cookies: { tz: 'UTC' } });
    expect(await page()).toContain('Release one');
    serve('two');
    expect(await page()).toContain('Release two');
    serve('one');
    expect(await page()).toContain('Release one');
  });

  it('a server build that throws leaves the page to the browser, reported with its release', async () => {
    const { dir, serve } = deploy({ bad: "throw new Error('broken build');" });
    serve('bad');
    const report = vi.fn();
    const renderer = createRenderer({ deployDir: dir, fetch, report, budget });
    const html = await renderer.render({ url: '/demo', cookies: {} });
    expect(html).toContain('<div id="root" data-ssr="">');
    expect(html).toContain('"rendered":[]');
    expect(report).toHaveBeenCalledWith('demo', 'bad', expect.objectContaining({ message: 'broken build' }));
  });

  it('a release published without a server build leaves its pages to the browser, reporting nothing', async () => {
    const { dir, serve } = deploy({});
    mkdirSync(path.join(dir, 'remotes', 'mfe-demo', 'browser-only'), { recursive: true });
    serve('browser-only');
    const report = vi.fn();
    const html = await createRenderer({ deployDir: dir, fetch, report, budget }).render({ url: '/demo', cookies: {} });
    expect(html).toContain('"rendered":[]');
    expect(report).not.toHaveBeenCalled();
  });
});
