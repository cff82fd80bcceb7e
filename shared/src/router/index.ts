/**
 * The router the whole site shares, as one Module Federation singleton (one router context for the shell and every
 * remote). It re-exports only what the site uses: a shared module is bundled whole, and react-router's full export
 * list is 65 KB gzipped where these are 16 KB. Import routing from here, never from react-router(-dom) directly.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export { SiteRouter, siteHistory } from './site-history';
