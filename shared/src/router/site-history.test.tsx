import { describe, expect, it } from 'vitest';
import { siteHistory } from './site-history';

describe("the page's one history", () => {
  it('tells every router on the page about a push, a replace and the back button', () => {
    const history = siteHistory();
    const seen: string[][] = [[], []];
    const stops = seen.map((log) =>
      history.listen(({ action, location }) => log.push(`${action} ${location.pathname}`)),
    );
    history.push('/racing');
    history.replace('/racing/horse');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(seen[0]).toEqual(['PUSH /racing', 'REPLACE /racing/horse', 'POP /racing/horse']);
    expect(seen[1]).toEqual(seen[0]);
    stops[0]!();
    history.push('/afl');
    expect(seen[0]).toHaveLength(3);
    expect(seen[1]).toHaveLength(4);
    stops[1]!();
  });

  it('is one object for the whole page', () => expect(siteHistory()).toBe(siteHistory()));
});
