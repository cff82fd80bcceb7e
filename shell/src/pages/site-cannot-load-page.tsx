import { StaticPage } from './static-page';

/** The site's words when neither remotes.json nor the copy embedded in the page could be read (issue 39). */
const SITE_CANNOT_LOAD = {
  title: 'The site cannot load right now',
  body: 'We could not reach the site’s pages. Check your connection and try again in a moment.',
  retry: 'Try again',
};

/** Not "Page not found": with no configuration at all the page may well exist; the site itself could not load. */
export function SiteCannotLoadPage({ reload = () => location.reload() }: { reload?: () => void }) {
  return (
    <>
      <StaticPage page={{ path: '', title: SITE_CANNOT_LOAD.title, body: [SITE_CANNOT_LOAD.body] }} />
      <button type="button" onClick={reload}>
        {SITE_CANNOT_LOAD.retry}
      </button>
    </>
  );
}
