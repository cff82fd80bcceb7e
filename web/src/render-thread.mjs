// A render worker thread's entry (render-pool.ts): plain JavaScript, since a worker thread does not inherit the
// TypeScript loader the web process runs under (tsx, on Node 20); it loads render-worker.ts through tsx's API.
import { tsImport } from 'tsx/esm/api';

const { default: renderPage } = await tsImport('./render-worker.ts', import.meta.url);
export default renderPage;
