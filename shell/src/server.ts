// The shell's server build (issue 23): the process that serves the site loads it and renders every page with it
// (api/src/site-render.ts). The browser's entry is index.ts.
export { createRenderer, type Renderer, type RenderRequest } from './app/server/renderer';
export type { RenderedPage } from './app/server/page-cache';
