import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { apiProxy } from './api-proxy';
import { maintenanceCheck } from './maintenance';
import { sitePages } from './pages';
import { siteSecurityHeaders } from './security-headers';
import { staticSite } from './static-site';
import type { RenderTask } from './render-worker';
import type { CanaryRequests } from './canary';
import type { RenderedPage } from './encoded-page';

export interface WebOptions {
  /** The built site: shell/, remotes/, remotes.json. */
  staticRoot: string;
  /** The API's own address: /v1 is passed on there. */
  apiUrl: string;
  /** Renders one page's HTML, compressed (the pool of render workers, render-pool.ts). */
  render: (task: RenderTask) => Promise<RenderedPage>;
  /** Pages rendered per address a minute (cache misses); 0: no budget (test runs). */
  missesPerMinute: number;
  production?: boolean;
  /** Fastify's trustProxy: the gateway's addresses, whose X-Forwarded-For names the punter. */
  trustProxy?: boolean | string;
  logger?: boolean | object;
  /** Canary releases (issue 39): cohorts, their releases and pages counted (canary.ts). */
  canaries?: CanaryRequests;
}

/**
 * The web tier: the site's pages (rendered by the workers, kept for seconds), the built files, and /v1 passed on to
 * the API, all on the site's one origin. It never reads a punter's session: pages are public.
 */
export async function buildWeb(options: WebOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, trustProxy: options.trustProxy ?? false });
  await app.register(siteSecurityHeaders, { staticRoot: options.staticRoot, production: options.production ?? false });
  await apiProxy(app, options.apiUrl);
  const sendPage = sitePages({
    deployDir: path.resolve(options.staticRoot),
    render: options.render,
    missesPerMinute: options.missesPerMinute,
    canaries: options.canaries,
  });
  await staticSite(
    app,
    options.staticRoot,
    sendPage,
    maintenanceCheck(options.apiUrl),
    options.canaries && ((request, reply) => options.canaries!.remotesJson(request, reply)),
  );
  return app;
}
