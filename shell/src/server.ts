// The shell's server build (issue 23): the web tier's render workers load it and render every page with it
// (web/src/render-worker.ts). The browser's entry is index.ts.
export { createRenderer, type Renderer, type RenderRequest } from './app/server/renderer';
