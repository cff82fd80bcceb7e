import type { ContentPage } from './content-page';

let pages: ContentPage[] | undefined;
let loading: Promise<ContentPage[] | null> | undefined;

/**
 * Loads the content pages' text once (its own chunk in the browser; already in the server's one file): null when it
 * could not load.
 */
export function loadStaticPages(): Promise<ContentPage[] | null> {
  loading ??= import('./pages').then(
    (m) => (pages = m.staticPages),
    () => null,
  );
  return loading;
}

/** The pages' text if it has loaded: a page hydrating or rendered on the server reads it without suspending. */
export const loadedStaticPages = () => pages;
