import { startRouteRemotes } from './app/remotes/route-preload';

// remotes.json and the page's remotes download while the shell's own chunks do (nothing here may use a shared
// singleton).
startRouteRemotes();
// The async boundary Module Federation needs before shared singletons are used.
import('./bootstrap');
