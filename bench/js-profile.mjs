// Where a phone's main thread goes before a page is interactive (issue 35 item 1): each main route opened fresh in
// Chromium at 4x CPU slowdown on a phone's viewport, with every script it loads (gzipped size, evaluation and compile
// time) and every long task (over 50 ms) with the functions that ran longest in it (self time, from V8's sampler).
// Usage: node scripts/build.mjs && node bench/js-profile.mjs [path…]   (default: Home, /racing, a race card, /register)
// SITE_URL: profile a site already running there; else one is started on PORT (and PORT + 1), 8396 unless set.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumFlags, startSite } from './site-server.mjs';

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'disabled-by-default-v8.cpu_profiler',
];
const LONG_TASK_MS = 50;
const ms = (us) => Math.round(us / 1000);
const scriptName = (url) => new URL(url).pathname.replace(/^\/remotes\/([^/]+)\/[^/]+\//, '$1/');

/** Self time per function inside [start, end] (µs), from the trace's CPU profile chunks. */
function topFunctions(profile, start, end, count = 4) {
  const self = new Map();
  for (const [i, node] of profile.samples.entries()) {
    const at = profile.times[i];
    if (at < start || at > end) continue;
    const frame = profile.nodes.get(node);
    if (!frame || ['(idle)', '(program)', '(root)'].includes(frame.functionName)) continue;
    const where = frame.url ? ` ${scriptName(frame.url)}:${frame.lineNumber + 1}` : '';
    const key = `${frame.functionName || '(anonymous)'}${where}`;
    self.set(key, (self.get(key) ?? 0) + profile.gaps[i]);
  }
  return [...self].sort((a, b) => b[1] - a[1]).slice(0, count);
}

/** The sampled CPU profile in a trace: nodes by id, and each sample's node, time and weight. */
function cpuProfile(events, pid) {
  const nodes = new Map();
  const samples = [];
  const deltas = [];
  let startTime = 0;
  for (const e of events.filter((event) => event.pid === pid)) {
    if (e.name === 'Profile') startTime = e.args.data.startTime;
    if (e.name !== 'ProfileChunk') continue;
    const data = e.args.data;
    for (const n of data.cpuProfile?.nodes ?? []) nodes.set(n.id, n.callFrame);
    samples.push(...(data.cpuProfile?.samples ?? []));
    deltas.push(...(data.timeDeltas ?? []));
  }
  const times = [];
  let t = startTime;
  for (const d of deltas) times.push((t += d));
  return { nodes, samples, times, gaps: deltas.map((d, i) => deltas[i + 1] ?? d) };
}

async function profile(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const urls = new Set();
  page.on('request', (req) => {
    if (req.resourceType() === 'script') urls.add(req.url());
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await browser.startTracing(page, { categories: CATEGORIES });
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(2_000);
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  await context.close();
  // Read again, not from the page's responses: a script the page preloaded with fetch() has no body there.
  const sizes = new Map();
  for (const url of urls)
    sizes.set(url, gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer()), { level: 9 }).length);

  // The page's main thread: the renderer thread that evaluated its scripts (not about:blank's).
  const evaluated = events.find((e) => e.name === 'EvaluateScript' && urls.has(e.args?.data?.url));
  const onMain = events.filter((e) => e.pid === evaluated.pid && e.tid === evaluated.tid);
  const scripts = new Map();
  for (const e of onMain) {
    const url = e.args?.data?.url ?? e.args?.data?.fileName;
    if (!url || !sizes.has(url) || !e.dur) continue;
    const row = scripts.get(url) ?? { evaluate: 0, compile: 0 };
    if (e.name === 'EvaluateScript' || e.name === 'v8.evaluateModule') row.evaluate += e.dur;
    if (e.name.startsWith('v8.compile') || e.name === 'CompileScript') row.compile += e.dur;
    scripts.set(url, row);
  }
  const cpu = cpuProfile(events, evaluated.pid);
  // From the page's own request on (the tab's about:blank before it is not the page's work).
  const navigation = events.find((e) => e.name === 'ResourceSendRequest' && e.args?.data?.url === url)?.ts ?? 0;
  const tasks = onMain
    .filter((e) => e.name === 'RunTask' && e.dur > LONG_TASK_MS * 1000 && e.ts >= navigation)
    .map((e) => ({ start: e.ts, dur: e.dur, top: topFunctions(cpu, e.ts, e.ts + e.dur) }));
  return { sizes, scripts, tasks, navigation };
}

function report(path, { sizes, scripts, tasks, navigation }) {
  const total = [...sizes.values()].reduce((n, b) => n + b, 0);
  const blocking = tasks.reduce((n, t) => n + t.dur - LONG_TASK_MS * 1000, 0);
  console.log(
    `\n### ${path}: ${sizes.size} scripts, ${(total / 1024).toFixed(1)} KB gz; ${tasks.length} long tasks, ${ms(blocking)} ms over 50 ms`,
  );
  console.log('| script | gz | evaluate | compile |\n|---|---|---|---|');
  const rows = [...sizes].map(([url, gz]) => ({ url, gz, ...(scripts.get(url) ?? { evaluate: 0, compile: 0 }) }));
  for (const r of rows.sort((a, b) => b.evaluate + b.compile - (a.evaluate + a.compile)))
    console.log(
      `| ${scriptName(r.url)} | ${(r.gz / 1024).toFixed(1)} KB | ${ms(r.evaluate)} ms | ${ms(r.compile)} ms |`,
    );
  console.log('\n| long task (from navigation) | length | what runs longest in it (self time) |\n|---|---|---|');
  for (const t of tasks)
    console.log(
      `| at ${ms(t.start - navigation)} ms | ${ms(t.dur)} ms | ${t.top.map(([f, us]) => `${f} ${ms(us)} ms`).join('; ')} |`,
    );
}

const site = process.env.SITE_URL
  ? { url: process.env.SITE_URL, stop: () => undefined }
  : await startSite(Number(process.env.PORT ?? 8396));
try {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumFlags });
  const { data: races } = await (await fetch(`${site.url}/v1/racing/next-to-jump/A/12`)).json();
  const race = races.find((r) => r.jumps_in_sec > 120) ?? races[0];
  const given = process.argv.slice(2);
  const paths = given.length
    ? given
    : ['/', '/racing', `/racing/race/${race.meeting_id}/${race.event_id}`, '/register'];
  for (const path of paths) report(path, await profile(browser, `${site.url}${path}`));
  await browser.close();
} finally {
  site.stop();
}
