import { startRouteRemotes } from './app/remotes/route-preload';

// remotes.json and the page's remotes download while the shell's own chunks do (nothing here may use a shared
// singleton).
startRouteRemotes();

/**
 * After the browser has painted the server's page. A deferred script runs as soon as the parser ends, before any
 * paint, so a phone showed the page only after the shell had started (3 s at 4x CPU on /racing, 0.3 s unthrottled).
 * A hidden tab paints no frame: it starts after 100 ms instead.
 */
const afterFirstPaint = () =>
  new Promise<void>((painted) => {
    requestAnimationFrame(() => setTimeout(painted));
    setTimeout(painted, 100);
  });

// The async boundary Module Federation needs before shared singletons are used.
void afterFirstPaint().then(() => import('./bootstrap'));
