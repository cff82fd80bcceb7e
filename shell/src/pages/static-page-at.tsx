import { use } from 'react';
import { loadStaticPages, loadedStaticPages } from '../features/static-pages/page-text';
import { SiteCannotLoadPage } from './site-cannot-load-page';
import { StaticPage } from './static-page';

/**
 * The content page at `path`. Its text is in the page already when it hydrates or renders on the server (loaded
 * before); on a move from another page it suspends while the text loads. Text that could not load (the network
 * dropped) says so, with Try again, instead of taking the whole page down.
 */
export function StaticPageAt({ path }: { path: string }) {
  const pages = loadedStaticPages() ?? use(loadStaticPages());
  const page = pages?.find((p) => p.path === path);
  return page ? <StaticPage page={page} /> : <SiteCannotLoadPage />;
}
