import type { DehydratedState } from '@tanstack/react-query';
import type { RuntimeConfig } from '../remotes/config-file';

/** What the browser needs to hydrate exactly what the server drew (shell/src/bootstrap.tsx reads it). */
export interface PageState {
  mode: string;
  zone: string;
  /** The render's clock, for countdowns (renderNow). */
  now: number;
  /** The answers of the page's first calls. */
  data: DehydratedState | undefined;
  /** The page remotes rendered into the page, whose releases the browser keeps (config-file.ts, pinRendered). */
  rendered: string[];
}

/** JSON safe inside a script element (no `</script>`, no HTML comment opener). */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The shell's index.html with the server's render in its root (in place of the boot skeleton), the page's styles in
 * the head, the releases it rendered pinned as the embedded configuration (the browser loads exactly these), and the
 * page state after the root, so the page's own bytes come first.
 *
 * The first paint waits until the parser has passed the root (`rel=expect`, render-blocking, where browsers know it):
 * on a slow phone Chromium painted the header alone after a parser yield, then nothing more until the shell's scripts
 * had run, so the page's largest text painted seconds after it had arrived.
 */
export function pageHtml(
  template: string,
  shell: { html: string; styles: string },
  config: RuntimeConfig,
  state: PageState,
): string {
  return template
    .replace(
      '</head>',
      () => `${shell.styles}<link rel="expect" href="#ssr-state" blocking="render"></head>`,
    )
    .replace(
      /(<script type="application\/json" id="runtime-config">)[\s\S]*?(<\/script>)/,
      (_, open: string, close: string) => `${open}${scriptJson(config)}${close}`,
    )
    .replace(
      /<div id="root">[\s\S]*<\/div>(\s*<script)/,
      (_, scripts: string) =>
        `<div id="root" data-ssr="">${shell.html}</div>` +
        `<script type="application/json" id="ssr-state">${scriptJson(state)}</script>${scripts}`,
    );
}
