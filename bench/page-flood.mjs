// Pages that miss the web tier's cache, for bench/web-tier.mjs. A page no cache holds: a zone and theme never asked for
// together on that path make a new key (the web tier keeps only a known zone and theme, so made-up ones would all be
// one page); it is rendered as a returning punter's page would be. The flood runs in a process of its own, so the
// bench's bet timings never wait on the flood's own reading of pages (only on the machine it shares).
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const zones = Intl.supportedValuesOf('timeZone');
const THEMES = ['light', 'dark', 'none'];
/** Different pages a path has before they repeat (a zone and a theme each). */
export const PAGES_PER_PATH = zones.length * THEMES.length;
const FLOOD_PATHS = ['/racing/next-to-jump', '/racing', '/sports', '/', '/football', '/promotions', '/racing/results'];

/** Asks for pages missing the cache, the `first`th of each path first (so two askers never ask for one page). */
export function missedPages(base, first = 0) {
  const asked = new Map();
  return (path) => {
    const n = asked.get(path) ?? first;
    asked.set(path, n + 1);
    const theme = THEMES[Math.floor(n / zones.length) % THEMES.length];
    const cookie = `tz=${encodeURIComponent(zones[n % zones.length])}; theme=${theme}`;
    return fetch(`${base}${path}`, { headers: { accept: 'text/html', cookie } }).then((r) => r.text());
  };
}

/** `connections` connections asking for pages missing the cache, in another process, until `stop()`: pages served. */
export function startFlood(base, connections = 16) {
  const child = fork(fileURLToPath(import.meta.url), [base, String(connections)]);
  return {
    stop: () =>
      new Promise((resolve) => {
        child.once('message', ({ served }) => resolve(served));
        child.send('stop');
      }),
  };
}

async function flood(base, connections) {
  const missedPage = missedPages(base);
  let served = 0;
  let done = false;
  process.once('message', () => (done = true));
  await Promise.all(
    Array.from({ length: connections }, async (_, i) => {
      for (let n = i; !done; n += connections) {
        await missedPage(FLOOD_PATHS[n % FLOOD_PATHS.length]);
        served += 1;
      }
    }),
  );
  process.send({ served }, () => process.exit(0));
}

if (process.send && process.argv[2]) await flood(process.argv[2], Number(process.argv[3]));
