import { preloadRouteRemotes } from './app/remotes/route-preload';

// The page's remotes download while the shell's own chunks do (nothing here may use a shared singleton).
preloadRouteRemotes();
// The async boundary Module Federation needs before shared singletons are used.
import('./bootstrap');
