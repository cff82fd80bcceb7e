import { startRouteRemotes } from './app/remotes/route-preload';

// remotes.json and the page's remotes download while the shell's own chunks do (nothing here may use a shared
// singleton).
startRouteRemotes();
// The async boundary Module Federation needs before shared singletons are used.
import('./bootstrap');
// A browser's first date formatter loads its time-zone data (about 100 ms on a phone): done here, while the chunks
// download, it is a task of its own instead of a part of hydration's first, longest one.
setTimeout(() => Intl.DateTimeFormat().resolvedOptions());
