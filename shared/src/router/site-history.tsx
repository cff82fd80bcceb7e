import type { ReactNode } from 'react';
import { UNSAFE_createBrowserHistory, unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';

type BrowserHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;
type Listener = Parameters<BrowserHistory['listen']>[0];

/**
 * The page's one history, shared by every React root on it: the shell's and each page remote's single-spa root.
 * react-router's browser history accepts a single listener, so this fans its changes out to every router: a link
 * in the shell's header moves the remote's routes, and a remote's navigate moves the shell's.
 *
 * react-router 7 has no public browser-history factory: `UNSAFE_createBrowserHistory` is the one its own routers use,
 * and `unstable_HistoryRouter` asks for exactly that one (another history library would be a second copy). Its data
 * routers (`createBrowserRouter`) each own a history that hears only the back button, not another root's push.
 * Every member is spelled out, so a member react-router adds to `History` fails the typecheck here.
 */
function createSiteHistory(): BrowserHistory {
  // v5Compat: push and replace notify the listeners too, as BrowserRouter does.
  const base = UNSAFE_createBrowserHistory({ v5Compat: true });
  const listeners = new Set<Listener>();
  base.listen((update) => listeners.forEach((listener) => listener(update)));
  return {
    get action() {
      return base.action;
    },
    get location() {
      return base.location;
    },
    createHref: (to) => base.createHref(to),
    createURL: (to) => base.createURL(to),
    encodeLocation: (to) => base.encodeLocation(to),
    push: (to, state) => base.push(to, state),
    replace: (to, state) => base.replace(to, state),
    go: (delta) => base.go(delta),
    listen(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

let history: BrowserHistory | undefined;
/** Created on first use, in the browser only (tests that never route do not need a window). */
export const siteHistory = (): BrowserHistory => (history ??= createSiteHistory());

/** A router on the page's shared history: the shell's tree and every page remote's root each render one. */
export function SiteRouter({ children }: { children: ReactNode }) {
  return <HistoryRouter history={siteHistory()}>{children}</HistoryRouter>;
}
