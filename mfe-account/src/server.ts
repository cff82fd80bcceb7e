// The remote's server build (issue 23): the shell's server renders this App into the page's HTML for the public
// pages below; the punter's own pages (profile, rewards, self-exclusion, bonus) render their skeleton there and
// fill in the browser, so no personal data is ever in HTML that may be cached.
export { EagerApp as App } from './pages/eager-pages';
export const serverRoutes = ['/register', '/promotions'];
