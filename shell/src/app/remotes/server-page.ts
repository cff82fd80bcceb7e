import { createContext, useContext, useEffect, useState } from 'react';
import { SERVER_RENDERED } from '@wagering/shared/runtime';

/** On the server: each page remote's HTML, rendered from its server build, by remote name (shell/src/app/server/render-html.tsx). */
export const ServerPages = createContext<Record<string, string> | null>(null);

/** Whether the page is hydrating the server's HTML (bootstrap.tsx says so before its first render). */
let hydrating = false;
export function hydratingServerHtml(value: boolean): void {
  hydrating = value;
}

let claimed = false;

/**
 * The HTML of a page remote's content that the server rendered into this page: on the server, what it rendered; in
 * the browser, what the server sent, read from the page while it hydrates (a page reached by a link later, or a page
 * the browser draws anew instead of hydrating it, renders in the browser as before). Undefined when the server left
 * the page to the browser. Read in render but claimed once committed: React may render a hydrating page more than once
 * before it commits (a tap during hydration restarts the work), and every attempt must get the same HTML.
 */
export function useServerPageHtml(remote: string): string | undefined {
  const pages = useContext(ServerPages);
  const [html] = useState(() => {
    if (pages) return pages[remote];
    if (!hydrating || claimed) return undefined;
    return document.querySelector(`[data-parcel="${CSS.escape(remote)}"]:has(> [${SERVER_RENDERED}])`)?.innerHTML;
  });
  useEffect(() => {
    if (html !== undefined) claimed = true;
  }, [html]);
  return html;
}
