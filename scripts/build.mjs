// Builds the shell and every remote for production and lays them out as they are deployed:
//   deploy/shell/                      the host (index.html, hashed bundles, brand logos)
//   deploy/remotes/<pkg>/<version>/    each remote version, immutable once published
//   deploy/remotes.json                which version of each remote the shell loads
// Every text asset also gets .br and .gz siblings so the server sends them precompressed.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import { apps, remotes } from './apps.mjs';

const root = path.resolve(import.meta.dirname, '..');
const deploy = path.join(root, 'deploy');
const only = process.argv.slice(2);

function run(pkg) {
  const started = Date.now();
  const r = spawnSync('npm', ['run', 'build', '--silent', '-w', `@wagering/${pkg}`], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], env: process.env });
  const out = r.stdout.toString();
  if (r.status !== 0 || /ERROR/.test(out)) {
    process.stdout.write(out);
    throw new Error(`build of ${pkg} failed`);
  }
  console.log(`built ${pkg} in ${Date.now() - started} ms`);
}

export function compressTree(dir) {
  for (const entry of readdirSync(dir)) {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) compressTree(file);
    else if (/\.(js|json|html|svg|css|txt)$/.test(entry)) {
      const body = readFileSync(file);
      writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }));
      writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    }
  }
}

/** Copies a built remote into deploy/remotes/<pkg>/<version>/ and returns its manifest entry. */
export function publishRemote({ pkg, name }, version = JSON.parse(readFileSync(path.join(root, pkg, 'package.json'), 'utf8')).version) {
  const target = path.join(deploy, 'remotes', pkg, version);
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  cpSync(path.join(root, pkg, 'dist'), target, { recursive: true, filter: (src) => !src.endsWith('mf-stats.json') });
  compressTree(target);
  return [name, { version, entry: `/remotes/${pkg}/${version}/mf-manifest.json` }];
}

export function writeManifest(entries) {
  const file = path.join(deploy, 'remotes.json');
  const current = (() => {
    try {
      return JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      return {};
    }
  })();
  writeFileSync(file, JSON.stringify({ ...current, ...Object.fromEntries(entries) }, null, 2) + '\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const targets = only.length ? apps.filter((a) => only.includes(a)) : apps;
  for (const pkg of targets) run(pkg);
  if (targets.includes('shell')) {
    const shellOut = path.join(deploy, 'shell');
    rmSync(shellOut, { recursive: true, force: true });
    cpSync(path.join(root, 'shell', 'dist'), shellOut, { recursive: true });
    const brand = process.env.BRAND ?? 'aurora';
    mkdirSync(path.join(shellOut, 'brand'), { recursive: true });
    for (const f of readdirSync(path.join(root, 'brands', 'logos')).filter((f) => f.startsWith(`${brand}-`))) {
      cpSync(path.join(root, 'brands', 'logos', f), path.join(shellOut, 'brand', f));
    }
    compressTree(shellOut);
  }
  writeManifest(remotes.filter((r) => targets.includes(r.pkg)).map((r) => publishRemote(r)));
  console.log(`deploy/ ready (${targets.length} apps)`);
}
