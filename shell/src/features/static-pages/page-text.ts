import type { ContentPage } from './content-page';

let pages: ContentPage[] | undefined;
let loading: Promise<ContentPage[]> | undefined;

/** Loads the content pages' text once (its own chunk in the browser; already in the server's one file). */
export function loadStaticPages(): Promise<ContentPage[]> {
  loading ??= import('./pages').then((m) => (pages = m.staticPages));
  return loading;
}

/** The pages' text if it has loaded: a page hydrating or rendered on the server reads it without suspending. */
export const loadedStaticPages = () => pages;
