// What stands between a route and its LCP and TBT budgets, from one Lighthouse run each (mobile preset): the LCP
// element and its phases, the main thread's work by category, the scripts that cost the most CPU, the JavaScript
// transferred and when the page's first API answer arrived (simulated, as Lighthouse scores it).
// Usage: node scripts/build.mjs && node bench/lcp-profile.mjs [path…]   (default: /racing and a race card)
import { measure, openChromium } from './lighthouse-lib.mjs';
import { startSite } from './site-server.mjs';

const site = await startSite(8394);
const { data: races } = await (await fetch(`${site.url}/v1/racing/next-to-jump/A/12`)).json();
const race = races.find((r) => r.jumps_in_sec > 120) ?? races[0];
const paths = process.argv.slice(2);
const chromium = await openChromium();
const ms = (n) => `${Math.round(n)} ms`;
try {
  for (const path of paths.length ? paths : ['/racing', `/racing/race/${race.meeting_id}/${race.event_id}`]) {
    const { lhr, lcp, tbt, jsBytes } = await measure(chromium, `${site.url}${path}`);
    const a = lhr.audits;
    console.log(`\n### ${path}: LCP ${ms(lcp)}, TBT ${ms(tbt)}, JS ${(jsBytes / 1024).toFixed(0)} KB`);
    const element = a['largest-contentful-paint-element']?.details?.items ?? [];
    const node = element[0]?.items?.[0]?.node;
    if (node) console.log(`LCP element: ${node.nodeLabel} (${node.snippet})`);
    for (const phase of element[1]?.items ?? []) console.log(`  ${phase.phase}: ${ms(phase.timing)}`);
    console.log('Main thread by category:');
    for (const row of a['mainthread-work-breakdown'].details.items.slice(0, 5))
      console.log(`  ${row.groupLabel}: ${ms(row.duration)}`);
    console.log('Scripts by CPU (evaluation + parse/compile):');
    for (const row of a['bootup-time'].details.items.slice(0, 6))
      console.log(`  ${new URL(row.url, site.url).pathname}: ${ms(row.scripting)} + ${ms(row.scriptParseCompile)}`);
    const api = a['network-requests'].details.items.filter((r) => new URL(r.url).pathname.startsWith('/v1/'));
    for (const r of api.slice(0, 3))
      console.log(
        `API ${new URL(r.url).pathname}${new URL(r.url).search}: started ${ms(r.networkRequestTime)}, done ${ms(r.networkEndTime)} (observed)`,
      );
  }
} finally {
  await chromium.close();
  site.stop();
}
