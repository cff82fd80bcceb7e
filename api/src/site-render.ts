import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** A page remote's server render budget unless SERVER_RENDER_BUDGET_MS says otherwise (issue 23). */
export const SERVER_RENDER_BUDGET_MS = 100;

/** The shell's server build as this process uses it (shell/src/server.ts); the API itself loads no React. */
interface ShellServerBuild {
  createRenderer(options: {
    deployDir: string;
    fetch: (request: Request) => Promise<Response>;
    report: (remote: string, version: string, error: unknown) => void;
    budget: { renderMs: number; dataMs: number };
  }): SiteRenderer;
}

/** A page as the shell's server build renders it: its HTML, and the same compressed once. */
interface RenderedPage {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

export interface SiteRenderer {
  render(request: { url: string; cookies: Record<string, string | undefined> }): Promise<RenderedPage>;
  warm(urls: string[]): Promise<void>;
}

/** Rendered once as the process starts, so the first visitors get warm code (a cold render is several times slower). */
const WARM_PAGES = ['/', '/racing', '/sports', '/racing/next-to-jump', '/promotions'];

const cookiesOf = (request: FastifyRequest): Record<string, string | undefined> =>
  Object.fromEntries(
    (request.headers.cookie ?? '')
      .split(';')
      .map((part) => part.trim().split('='))
      .filter(([name, value]) => name && value !== undefined)
      .map(([name, value]) => [name, decodeURIComponent(value!)]),
  );

/**
 * The deploy's server render (issue 23), or undefined when the deploy has none (the site is then rendered by the
 * browser, as before). Its first calls reach this API in process (`inject`: no HTTP hop, and no cookie, so no punter's
 * data); a remote it had to leave to the browser is recorded like a browser's report.
 */
export function loadSiteRenderer(app: FastifyInstance, deployDir: string, renderMs: number): SiteRenderer | undefined {
  const file = path.join(deployDir, 'shell', 'server', 'server.cjs');
  if (!existsSync(file)) return undefined;
  const build = createRequire(import.meta.url)(file) as ShellServerBuild;
  const renderer = build.createRenderer({
    deployDir,
    // The data's own budget: the API's answers in process, which the browser would otherwise wait for itself.
    budget: { renderMs, dataMs: 4 * renderMs },
    fetch: async (request) => {
      const url = new URL(request.url);
      const answer = await app.inject({
        method: 'GET',
        url: `${url.pathname}${url.search}`,
        headers: { accept: 'application/json' },
      });
      return new Response(answer.payload, {
        status: answer.statusCode,
        headers: { 'content-type': 'application/json' },
      });
    },
    report: (remote, version, error) => {
      app.log.warn({ remote, version, err: error }, 'server render left a remote to the browser');
      void app.inject({
        method: 'POST',
        url: '/v1/remote-failures',
        payload: { remote, version, phase: 'render', message: `server: ${String(error)}`.slice(0, 500), path: '' },
      });
    },
  });
  app.addHook('onListen', () => {
    void renderer
      .warm(WARM_PAGES)
      .catch((error: unknown) => app.log.warn({ err: error }, 'server render warm-up failed'));
  });
  return renderer;
}

/**
 * Sends the page as the server rendered it (compressed as the browser accepts), and true; false when there is no
 * server render or it failed (the caller sends index.html for the browser to render).
 */
export async function sendSitePage(
  renderer: SiteRenderer | undefined,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<boolean> {
  if (!renderer) return false;
  let page: RenderedPage;
  try {
    page = await renderer.render({ url: request.url, cookies: cookiesOf(request) });
  } catch (error) {
    request.log.error({ err: error }, 'server render failed: index.html sent');
    return false;
  }
  const accepts = String(request.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : undefined;
  reply.type('text/html; charset=utf-8').header('Vary', 'Accept-Encoding');
  if (encoding) reply.header('Content-Encoding', encoding);
  await reply.send(encoding ? page[encoding] : page.html);
  return true;
}
