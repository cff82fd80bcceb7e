import { availableParallelism } from 'node:os';
import Tinypool from 'tinypool';
import { receivedPage, type RenderedPage } from './encoded-page';
import type { RenderTask } from './render-worker';

export interface RenderPoolOptions {
  deployDir: string;
  /** The API's own address (loopback in the demo): the workers fetch pages' first calls there. */
  apiUrl: string;
  renderBudgetMs: number;
  /** Worker threads; one per core unless told. */
  workers?: number;
  /** Renders waiting beyond this are refused (the page is then sent as index.html for the browser to render). */
  maxQueue?: number;
}

/**
 * The render workers: one worker thread per core, each rendering a few pages at a time (a page waits on its data
 * between renders). A burst of pages queues here, in the web tier, never on the API's thread. Threads: a render's
 * zone, theme, clock and releases travel with it as React context (shell/src/app/server/render-html.tsx), so renders
 * need no process of their own.
 */
export function renderPool({ deployDir, apiUrl, renderBudgetMs, workers, maxQueue = 512 }: RenderPoolOptions) {
  const size = workers ?? availableParallelism();
  const pool = new Tinypool({
    filename: new URL('./render-thread.mjs', import.meta.url).href,
    runtime: 'worker_threads',
    minThreads: size,
    maxThreads: size,
    concurrentTasksPerWorker: 4,
    maxQueue,
    env: {
      ...process.env,
      WEB_DEPLOY_DIR: deployDir,
      WEB_API_URL: apiUrl,
      SERVER_RENDER_BUDGET_MS: String(renderBudgetMs),
    } as Record<string, string>,
  });
  return {
    render: async (task: RenderTask): Promise<RenderedPage> => receivedPage(await pool.run(task)),
    close: () => pool.destroy(),
  };
}
