import { Link } from '@wagering/shared/router';
import { StaticPage } from './static-page';

export function NotFoundPage() {
  return (
    <>
      <StaticPage page={{ path: '', title: 'Page not found', body: ['We could not find that page.'] }} />
      <Link to="/">Back to Home</Link>
    </>
  );
}
