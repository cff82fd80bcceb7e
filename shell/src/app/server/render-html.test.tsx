// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { useQuery } from '@tanstack/react-query';
import { getBrand, globalConfig } from '@wagering/brands';
import { serverSharedRequests } from '@wagering/shared/build';
import { formatDate } from '@wagering/shared/format';
import { renderNow, useRenderNow } from '@wagering/shared/runtime';
import { useTimeZone } from '@wagering/shared/theme';
import { pageStyleCache, renderRemotePage, type RenderScene } from './render-html';
import { sharedModules } from './shared-modules';

const brand = getBrand('aurora');
const scene: RenderScene = {
  url: '/demo/race',
  config: { environment: 'prod', overrideOrigins: [], remotes: {} },
  brand,
  global: globalConfig(brand.key, { currentEnv: 'prod' }),
  mode: 'light',
  zone: 'Australia/Perth',
  now: Date.UTC(2026, 10, 26, 4, 0, 0),
};
const generous = { renderMs: 1_000, dataMs: 1_000 };

let demoRenders = 0;

/** What a closed form guide would fetch: only when opened. */
const formGuideCalls: string[] = [];

/**
 * A page whose second call needs its first's answer, with a call it has not enabled (a form guide not opened), and
 * that shows the render's clock and zone.
 */
const meetingQuery = { queryKey: ['demo', 'meeting'], queryFn: async () => ({ race: 7 }) };
const raceQuery = (race: number | undefined) => ({
  queryKey: ['demo', 'race', race],
  queryFn: async () => ({ name: `Race ${race}` }),
});

function DemoPage() {
  demoRenders += 1;
  const now = useRenderNow()();
  const zone = useTimeZone();
  const meeting = useQuery(meetingQuery);
  useQuery({
    queryKey: ['demo', 'form'],
    queryFn: async () => formGuideCalls.push('form'),
    enabled: false,
  });
  const race = useQuery({ ...raceQuery(meeting.data?.race), enabled: !!meeting.data });
  return (
    <p>
      {race.data?.name ?? 'loading'} at {formatDate(now, 'time', '12h', zone)}
    </p>
  );
}

describe('the server render of a page remote', () => {
  it('renders a page never seen before once: the first queries its remote declares for the path are fetched first', async () => {
    const declaring = {
      App: DemoPage,
      firstQueries: (pathname: string) => (pathname === '/demo/race' ? [meetingQuery, raceQuery(7)] : undefined),
    };
    const before = demoRenders;
    const page = await renderRemotePage(declaring, '/demo', scene, pageStyleCache(), generous);
    expect(demoRenders - before).toBe(1);
    expect(page.html).toContain('Race 7');
    expect(page.data.queries.map((q) => q.queryKey)).toEqual([
      ['demo', 'meeting'],
      ['demo', 'race', 7],
    ]);
  });

  it('fetches what each pass asks for, renders with the answers, and embeds exactly those', async () => {
    const page = await renderRemotePage({ App: DemoPage }, '/demo', scene, pageStyleCache(), generous);
    expect(page.html).toContain('Race 7');
    expect(page.data.queries.map((q) => q.queryKey)).toEqual([
      ['demo', 'meeting'],
      ['demo', 'race', 7],
    ]);
    expect(formGuideCalls).toEqual([]);
  });

  it('draws times in the punter’s zone at the render’s clock, given to its tree: no process global is set', async () => {
    const zone = process.env.TZ;
    const page = await renderRemotePage({ App: DemoPage }, '/demo', scene, pageStyleCache(), generous);
    // 04:00 UTC is noon in Perth.
    expect(page.html).toContain('at <!-- -->12:00 PM');
    expect(process.env.TZ).toBe(zone);
    expect(Math.abs(renderNow() - Date.now())).toBeLessThan(1_000);
  });

  it('a page past its render budget gets no further pass, one that waits past it for data is refused', async () => {
    const busy = (ms: number) => {
      const until = Date.now() + ms;
      while (Date.now() < until);
    };
    const Slow = () => {
      busy(30);
      return <p>slow</p>;
    };
    // Its one pass finished past both budgets: the page is kept, as the browser would only draw it again, slower.
    for (const dataMs of [200, 20]) {
      const kept = await renderRemotePage({ App: Slow }, '/demo', scene, pageStyleCache(), { renderMs: 10, dataMs });
      expect(kept.html).toContain('<p>slow</p>');
    }
    // Past the render budget with more to fetch: no second pass starts.
    let passes = 0;
    const SlowAndAsking = () => {
      passes += 1;
      busy(30);
      useQuery({ queryKey: ['undeclared'], queryFn: async () => 1 });
      return <p>slow</p>;
    };
    await expect(
      renderRemotePage({ App: SlowAndAsking }, '/demo', scene, pageStyleCache(), { renderMs: 10, dataMs: 1_000 }),
    ).rejects.toThrow(/rendering took \d+ ms \(budget 10 ms\)/);
    expect(passes).toBe(1);
    const Waiting = () => {
      useQuery({ queryKey: ['never'], queryFn: () => new Promise(() => undefined) });
      return null;
    };
    await expect(
      renderRemotePage({ App: Waiting }, '/demo', scene, pageStyleCache(), { renderMs: 1_000, dataMs: 20 }),
    ).rejects.toThrow('longer than its budget');
  });

  it("the share scope a remote's server build gets is exactly what its build leaves out", () => {
    expect(Object.keys(sharedModules()).sort()).toEqual([...serverSharedRequests].sort());
  });
});
