import { useStoreAsSet } from '@wagering/shared/theme';
import { remotesStore } from './remotes/runtime-config';
import { NotFoundPage } from '../pages/not-found-page';
import { SiteCannotLoadPage } from '../pages/site-cannot-load-page';

/**
 * An unknown path is "not found" only once remotes.json has named the remotes and none serves it. With no
 * configuration at all (neither remotes.json nor the embedded copy), or one that names no remote (an empty file),
 * the page may well exist: the site itself could not load (issue 39).
 */
export function UnknownPath() {
  const source = useStoreAsSet(remotesStore, (s) => s.source);
  const named = useStoreAsSet(remotesStore, (s) => Object.keys(s.config?.remotes ?? {}).length);
  if (source === 'pending') return null;
  return source === 'none' || named === 0 ? <SiteCannotLoadPage /> : <NotFoundPage />;
}
