// A render worker (a worker thread of the web tier's pool, render-pool.ts): loads the shell's server build, which
// renders pages with React, and answers one page's HTML per task. Its data comes from the API over HTTP.
import { createRequire } from 'node:module';
import { setPriority } from 'node:os';
import path from 'node:path';
import { Agent, fetch as undiciFetch } from 'undici';
import { sharedAnswers } from './api-answers';
import { encodePage, type RenderedPage } from './encoded-page';

/** The shell's server build as a worker uses it (shell/src/server.ts). */
interface ShellServerBuild {
  createRenderer(options: {
    deployDir: string;
    fetch: (request: Request) => Promise<Response>;
    report: (remote: string, version: string, error: unknown) => void;
    budget: { renderMs: number; dataMs: number };
  }): {
    render(request: RenderTask): Promise<string>;
    warm(urls: string[]): Promise<void>;
  };
}

export interface RenderTask {
  url: string;
  cookies: { theme?: string; tz?: string };
  /** The visitor's cohort while a canary runs (web/src/canary.ts): the page gets its releases. */
  cohort?: number;
}

/** Rendered once as the worker starts, so the first visitors get warm code (a cold render is several times slower). */
const WARM_PAGES = ['/', '/racing', '/sports', '/racing/next-to-jump', '/promotions'];

// A render is worth less than a bet: where the workers share cores with the API (npm start, one small box), the
// operating system runs the API first (the lowest priority: at 10, a flood of pages still held bets back). On Linux a priority is a thread's own: this lowers this render thread only,
// not the web tier's main thread (which serves cached pages and /v1).
setPriority(19);

const deployDir = process.env.WEB_DEPLOY_DIR!;
const apiUrl = process.env.WEB_API_URL!;
const renderMs = Number(process.env.SERVER_RENDER_BUDGET_MS);

/** Kept-alive connections to the API: a page's first calls never wait for a connection to open. */
const toApi = new Agent({ keepAliveTimeout: 30_000, connections: 8 });

/** The API's answers to pages' first calls: public GETs only, no cookie, no session; shared by this worker's renders. */
const answerOf = sharedAnswers(async (path) => {
  // Uncompressed: on the loopback (or the tier's own network) compressing a day's meetings costs the API's cores and
  // this thread's more than sending them whole.
  const answer = await undiciFetch(`${apiUrl}${path}`, {
    headers: { accept: 'application/json', 'accept-encoding': 'identity' },
    dispatcher: toApi,
  });
  return { status: answer.status, body: await answer.arrayBuffer() };
});

const askApi = async (request: Request): Promise<Response> => {
  const url = new URL(request.url);
  const { status, body } = await answerOf(`${url.pathname}${url.search}`);
  return new Response(body, { status, headers: { 'content-type': 'application/json' } });
};

/** A remote left to the browser, reported to the API as a browser's report is (POST /v1/remote-failures). */
const report = (remote: string, version: string, error: unknown) => {
  console.warn(`server render left ${remote} ${version} to the browser: ${String(error)}`);
  void undiciFetch(`${apiUrl}/v1/remote-failures`, {
    method: 'POST',
    dispatcher: toApi,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      remote,
      version,
      phase: 'render',
      message: `server: ${String(error)}`.slice(0, 500),
      path: '',
    }),
  }).catch(() => undefined);
};

const build = createRequire(import.meta.url)(path.join(deployDir, 'shell', 'server', 'server.cjs')) as ShellServerBuild;
const renderer = build.createRenderer({ deployDir, fetch: askApi, report, budget: { renderMs, dataMs: 4 * renderMs } });
/** Until the API answers (the two processes start side by side), or a minute has passed. */
async function apiReady() {
  for (let i = 0; i < 240; i++) {
    const ok = await undiciFetch(`${apiUrl}/v1/health`, { dispatcher: toApi }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
const warmed = apiReady()
  .then(() => renderer.warm(WARM_PAGES))
  .catch((error: unknown) => console.warn('server render warm-up failed', error));

/** One page's HTML, compressed. The first waits for the warm-up, so its render runs warm code within its budget. */
export default async function renderPage(task: RenderTask): Promise<RenderedPage> {
  await warmed;
  return encodePage(await renderer.render(task));
}
