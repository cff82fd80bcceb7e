import { availableParallelism } from 'node:os';
import Tinypool from 'tinypool';
import type { RenderTask } from './render-worker';

export interface RenderPoolOptions {
  deployDir: string;
  /** The API's own address (loopback in the demo): the workers fetch pages' first calls there. */
  apiUrl: string;
  renderBudgetMs: number;
  /** Worker processes; one per core unless told. */
  workers?: number;
  /** Renders waiting beyond this are refused (the page is then sent as index.html for the browser to render). */
  maxQueue?: number;
}

/**
 * The render workers: one child process per core, each rendering a few pages at a time (a page waits on its data
 * between renders). A burst of pages queues here, in the web tier, never on the API's thread. Processes rather than
 * threads: a render sets the punter's time zone (process.env.TZ), which a worker thread cannot have of its own.
 */
export function renderPool({ deployDir, apiUrl, renderBudgetMs, workers, maxQueue = 512 }: RenderPoolOptions) {
  const size = workers ?? availableParallelism();
  const pool = new Tinypool({
    filename: new URL('./render-worker.ts', import.meta.url).href,
    runtime: 'child_process',
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
    render: (task: RenderTask): Promise<string> => pool.run(task),
    close: () => pool.destroy(),
  };
}
