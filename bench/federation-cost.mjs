// What Module Federation costs: the composed site (shell + five federated remotes, deploy/) against the same code
// built as one application (bench/monolith), in one run on one machine, Lighthouse mobile preset, runs interleaved.
// Usage: node scripts/build.mjs && node bench/federation-cost.mjs [runs=5]
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compressTree } from '../scripts/build.mjs';
import { measure, medians, openChromium } from './lighthouse-lib.mjs';
import { root, startSite } from './site-server.mjs';

const runs = Number(process.argv[2] ?? 5);

// The monolith site: deploy/ with the shell replaced by the one-bundle build (compressed the same way).
const monolithRoot = mkdtempSync(path.join(os.tmpdir(), 'monolith-'));
cpSync(path.join(root, 'deploy'), monolithRoot, { recursive: true });
rmSync(path.join(monolithRoot, 'shell'), { recursive: true });
execFileSync('npx', ['rspack', 'build', '-c', 'rspack.config.mjs'], {
  cwd: path.join(root, 'bench', 'monolith'),
  env: { ...process.env, NODE_ENV: 'production', OUT_DIR: path.join(monolithRoot, 'shell') },
  stdio: ['ignore', 'ignore', 'inherit'],
});
compressTree(path.join(monolithRoot, 'shell'));

const sites = { federated: await startSite(8393), monolith: await startSite(8394, {}, { staticRoot: monolithRoot }) };
const chromium = await openChromium();
const rows = [];
try {
  for (const route of ['/', '/racing']) {
    const results = { federated: [], monolith: [] };
    for (let i = 0; i < runs; i++) {
      for (const [name, site] of Object.entries(sites)) results[name].push(await measure(chromium, `${site.url}${route}`));
    }
    const f = medians(results.federated);
    const m = medians(results.monolith);
    const ratio = (k) => (m[k] ? `${(f[k] / m[k]).toFixed(2)}x` : '—');
    for (const [label, k, fmt] of [
      ['LCP', 'lcp', (v) => `${(v / 1000).toFixed(2)} s`],
      ['TBT', 'tbt', (v) => `${v.toFixed(0)} ms`],
      ['CLS', 'cls', (v) => v.toFixed(3)],
      ['JS transferred', 'jsBytes', (v) => `${(v / 1024).toFixed(1)} KB`],
    ]) {
      rows.push(`| ${route} | ${label} | ${fmt(f[k])} | ${fmt(m[k])} | ${ratio(k)} |`);
    }
    console.error(rows.slice(-4).join('\n'));
  }
} finally {
  await chromium.close();
  for (const site of Object.values(sites)) site.stop();
  rmSync(monolithRoot, { recursive: true, force: true });
}
console.log(`| route | metric (median of ${runs}) | federated | monolith | federated / monolith |`);
console.log('|---|---|---|---|---|');
console.log(rows.join('\n'));
