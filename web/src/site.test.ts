import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildWeb } from './app';
import { API_UNREACHABLE } from './api-proxy';
import { PUBLIC_PAGE_CACHE, TOO_MANY_PAGES } from './pages';
import type { RenderTask } from './render-worker';
import { encodePage } from './encoded-page';

const inline = "if (location.pathname === '/') document.documentElement.classList.add('boot-home');";

/** A deploy with the given remote routes, and a shell whose index.html has one inline script. */
function deploy() {
  const site = mkdtempSync(path.join(os.tmpdir(), 'wagering-web-'));
  mkdirSync(path.join(site, 'shell'));
  mkdirSync(path.join(site, 'remotes'));
  writeFileSync(path.join(site, 'shell', 'index.html'), `<!doctype html><title>site</title><script>${inline}</script>`);
  writeFileSync(path.join(site, 'shell', 'routes.json'), JSON.stringify(['/', '/about-us', '/rules']));
  const writeRemotes = (routes: string[]) =>
    writeFileSync(
      path.join(site, 'remotes.json'),
      JSON.stringify({
        environment: 'staging',
        overrideOrigins: ['https://squad-builds.example'],
        remotes: {
          racing: { version: '1', entry: '/remotes/r/1/mf-manifest.json', routes },
          sports: { version: '2', entry: 'https://sports.cdn.example/mfe-sports/2/mf-manifest.json', routes: [] },
        },
      }),
    );
  writeRemotes(['/racing', '/next-to-go']);
  return { site, writeRemotes };
}

const UNDER_MAINTENANCE = '192.0.2.50';

/** A stand-in API: what it was asked, a body echoed, a live stream, and a 503 as maintenance answers it. */
async function fakeApi() {
  const api = Fastify();
  const asked: { url: string; host?: string; forwardedFor?: string }[] = [];
  api.addHook('onRequest', async (request) => {
    asked.push({
      url: request.url,
      host: request.headers.host,
      forwardedFor: request.headers['x-forwarded-for'] as string | undefined,
    });
  });
  api.get('/v1/health', async (_request, reply) =>
    reply.header('content-security-policy', "default-src 'none'").send({ status: 'ok' }),
  );
  api.post('/v1/echo', async (request) => ({ got: request.body }));
  // Maintenance for one address only (the brand's switch with everyone else whitelisted, say).
  api.get('/v1/maintenance', async (request) => ({
    data: { maintenance: request.headers['x-forwarded-for'] === UNDER_MAINTENANCE, message: 'Down for maintenance' },
  }));
  api.get('/v1/clients/details', async (_request, reply) =>
    reply.status(503).header('Retry-After', '5').send({ message: 'Down for maintenance', errors: {} }),
  );
  api.get('/v1/live', (_request, reply) => {
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'text/event-stream' });
    reply.raw.write('event: odds\ndata: {"race_id":1}\n\n');
    // The stream stays open: the first event must reach the browser before it ends.
    setTimeout(() => reply.raw.end('event: odds\ndata: {"race_id":2}\n\n'), 1_000);
  });
  api.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ message: `No route ${request.url}`, errors: {} }),
  );
  await api.listen({ port: 0, host: '127.0.0.1' });
  const { port } = api.server.address() as { port: number };
  return { api, asked, url: `http://127.0.0.1:${port}` };
}

describe('the web tier', () => {
  let web: FastifyInstance;
  let api: Awaited<ReturnType<typeof fakeApi>>;
  let site: ReturnType<typeof deploy>;
  let origin: string;
  const render = vi.fn(async ({ url, cookies }: RenderTask) =>
    encodePage(`<!doctype html><title>site</title><p>${url} ${cookies.tz ?? ''}</p>`),
  );
  let client = 0;
  /** A page request from an address of its own unless one is given (each address has its own budget). */
  const get = (url: string, headers: Record<string, string> = {}) =>
    fetch(`${origin}${url}`, {
      headers: { accept: 'text/html', 'x-forwarded-for': `198.51.100.${++client}`, ...headers },
    });

  beforeAll(async () => {
    site = deploy();
    api = await fakeApi();
    web = await buildWeb({ staticRoot: site.site, apiUrl: api.url, render, missesPerMinute: 4, trustProxy: true });
    await web.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(web.server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await web.close();
    await api.api.close();
    rmSync(site.site, { recursive: true, force: true });
  });
  beforeEach(() => {
    render.mockClear();
  });

  describe('pages', () => {
    it("answers the shell's pages and every path under a remote's routes with 200, others with 404", async () => {
      for (const url of ['/', '/about-us', '/about-us/', '/rules?x=1', '/racing', '/racing/horse/1/2', '/next-to-go']) {
        const res = await get(url);
        expect(res.status, url).toBe(200);
        expect(await res.text()).toContain('<title>site</title>');
      }
      for (const url of ['/no-such-page', '/racingx', '/about-us/more']) {
        const res = await get(url);
        expect(res.status, url).toBe(404);
        expect(await res.text()).toContain('<title>site</title>');
      }
    });

    it('during maintenance a page answers 503 with Retry-After, kept by no cache; its files, and others, are served', async () => {
      const down = { 'x-forwarded-for': UNDER_MAINTENANCE };
      for (const url of ['/', '/racing', '/about-us']) {
        const res = await get(url, down);
        expect(res.status, url).toBe(503);
        expect(res.headers.get('retry-after'), url).toBe('600');
        expect(res.headers.get('cache-control'), url).toBe('no-store');
        expect(res.headers.get('content-type'), url).toMatch(/^text\/html/);
        expect(await res.text(), url).toContain('<title>site</title>');
      }
      expect((await get('/remotes.json', down)).status).toBe(200);
      expect((await get('/racing')).status).toBe(200);
    });

    it('follows remotes.json at run time: a path a new release serves is a page without a restart', async () => {
      expect((await get('/greyhounds')).status).toBe(404);
      site.writeRemotes(['/racing', '/greyhounds']);
      expect((await get('/greyhounds')).status).toBe(200);
    });

    it('drops the parameters no page reads from the page rendered and its cache key: one render for every link', async () => {
      for (const search of ['?utm_source=mail-1', '?utm_source=mail-2&gclid=x', '?fbclid=y&whatever=1', ''])
        expect(await (await get(`/next-to-go${search}`)).text()).toContain('<p>/next-to-go </p>');
      expect(render.mock.calls.map(([task]) => task.url)).toEqual(['/next-to-go']);
      // A parameter a page reads is kept: another page.
      expect(await (await get('/racing?tab=limits&utm_source=z')).text()).toContain('<p>/racing?tab=limits </p>');
    });

    it('a cookie the page would ignore (a made-up zone or theme) makes no new page: one render for all of them', async () => {
      const cookies = ['tz=Made%2FUp-1', 'tz=Made%2FUp-2; theme=purple', 'tz=%E0%A4%A', 'theme=x', ''];
      for (const cookie of cookies) {
        const res = await get('/rules', cookie ? { cookie } : {});
        expect(await res.text(), cookie).toContain('<p>/rules </p>');
        expect(res.headers.get('cache-control'), cookie).toBe(PUBLIC_PAGE_CACHE);
      }
      expect(render.mock.calls.map(([task]) => task.cookies)).toEqual([{}]);
    });

    it('a first visit’s page may be kept by a shared cache within SPEC 9’s 60 s; one for a punter’s own zone is theirs', async () => {
      const first = await get('/about-us');
      expect(first.headers.get('cache-control')).toBe(PUBLIC_PAGE_CACHE);
      const [maxAge, swr] = [/s-maxage=(\d+)/, /stale-while-revalidate=(\d+)/].map((re) =>
        Number(PUBLIC_PAGE_CACHE.match(re)![1]),
      );
      expect(maxAge + swr).toBeLessThanOrEqual(60);
      const own = await get('/about-us', { cookie: 'tz=Australia%2FPerth; accessToken=secret' });
      expect(own.headers.get('cache-control')).toBe('private, no-cache');
      expect(await own.text()).toContain('<p>/about-us Australia/Perth</p>');
      // Nothing of the punter's session reaches a render.
      expect(JSON.stringify(render.mock.calls)).not.toContain('secret');
    });

    it('pages every address asks for cost nothing; a page rendered for one address is within its budget, then 429', async () => {
      const from = { 'x-forwarded-for': '203.0.113.9' };
      const misses = ['/racing/1', '/racing/2', '/racing/3', '/racing/4', '/racing/5', '/racing/6'];
      const statuses: number[] = [];
      for (const url of misses) statuses.push((await get(url, from)).status);
      expect(statuses).toContain(429);
      const html = await get('/racing/7', from);
      expect(html.status).toBe(429);
      expect(Number(html.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(html.headers.get('content-type')).toContain('text/html');
      expect(await html.text()).toContain(TOO_MANY_PAGES);
      const json = await fetch(`${origin}/racing/8`, { headers: { accept: 'application/json', ...from } });
      expect(json.status).toBe(429);
      expect(await json.json()).toEqual({ message: TOO_MANY_PAGES, errors: {} });
      // A page kept in the cache is still sent.
      expect((await get('/about-us?utm_source=again', from)).status).toBe(200);
    });

    it('every page carries the site’s CSP: its own origin, remote and override origins, inline scripts by hash only', async () => {
      const csp = (await get('/about-us')).headers.get('content-security-policy')!;
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toMatch(
        /script-src 'self' https:\/\/squad-builds\.example https:\/\/sports\.cdn\.example 'sha256-[^']+'/,
      );
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    });
  });

  describe('/v1, passed on to the API', () => {
    it('with the site’s host and the punter’s address, the body as sent, the answer as the API gave it', async () => {
      const res = await fetch(`${origin}/v1/echo`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ stake: 500 }),
      });
      expect(await res.json()).toEqual({ got: { stake: 500 } });
      const seen = api.asked.at(-1)!;
      expect(seen.host).toBe(new URL(origin).host);
      expect(seen.forwardedFor).toBe('127.0.0.1');
      const health = await fetch(`${origin}/v1/health`);
      // The API's own policy, not the site's.
      expect(health.headers.get('content-security-policy')).toBe("default-src 'none'");
      const missing = await fetch(`${origin}/v1/no-such-route`);
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ message: 'No route /v1/no-such-route', errors: {} });
    });

    it('a 503 reaches the punter with its Retry-After, asked once', async () => {
      const before = api.asked.filter((a) => a.url === '/v1/clients/details').length;
      const res = await fetch(`${origin}/v1/clients/details`);
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(api.asked.filter((a) => a.url === '/v1/clients/details').length).toBe(before + 1);
    });

    it('an API not reached is a 503 in the common error shape, with Retry-After, and said once in the log', async () => {
      const lines: { level: number; msg: string; err?: unknown }[] = [];
      const logger = { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } };
      const alone = await buildWeb({
        staticRoot: site.site,
        apiUrl: 'http://127.0.0.1:9',
        render,
        missesPerMinute: 0,
        logger,
      });
      const answers = await Promise.all(
        Array.from({ length: 12 }, () => alone.inject({ method: 'GET', url: '/v1/health' })),
      );
      await alone.close();
      for (const res of answers) {
        expect(res.statusCode).toBe(503);
        expect(res.headers['retry-after']).toBe('5');
        expect(res.json()).toEqual({ message: API_UNREACHABLE, errors: {} });
      }
      // One line while the API is not up yet, no stack, nothing per request.
      const said = lines.filter(
        (line) => line.level >= 30 && !/^(Server listening|incoming request|request completed)/.test(line.msg),
      );
      expect(said.map((line) => line.msg)).toEqual(['API not up yet: /v1 answers 503 until it is']);
      expect(said[0]!.err).toBeUndefined();
    });

    it('the live stream’s events arrive as they are written, before the stream ends', async () => {
      const started = Date.now();
      const res = await fetch(`${origin}/v1/live`);
      expect(res.headers.get('content-type')).toBe('text/event-stream');
      const reader = res.body!.getReader();
      const { value } = await reader.read();
      expect(new TextDecoder().decode(value)).toContain('"race_id":1');
      expect(Date.now() - started).toBeLessThan(900);
      await reader.cancel();
    });
  });
});
