// Builds the shell and every remote for production and lays them out as they are deployed:
//   deploy/shell/                      the host (index.html, hashed bundles, brand logos, routes.json: its own paths)
//   deploy/remotes/<pkg>/<version>/    each remote release, <package version>-<build id>, never overwritten
//   deploy/remotes.json                the runtime configuration: environment, override allowlist, and which release
//                                      of each remote the shell loads with the paths it serves (one line per remote)
// Every text asset also gets .br and .gz siblings so the server sends them precompressed.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import { apps, remotes } from './apps.mjs';
import { gatewayConfig } from './gateway-config.mjs';
import { npmEnv } from './ensure-install.mjs';
import { readJson, updateRuntimeConfig } from './runtime-config.mjs';

const root = path.resolve(import.meta.dirname, '..');
// DEPLOY_DIR: another deploy copy to lay the build into (scripts/brand-a11y.mjs builds each brand's shell into its own).
const deploy = process.env.DEPLOY_DIR ? path.resolve(process.env.DEPLOY_DIR) : path.join(root, 'deploy');
const only = process.argv.slice(2);

/** Builds one app of the workspace (its rspack build, in its folder); resolves once built, rejects if it failed. */
export function buildApp(pkg) {
  const started = Date.now();
  // rspack itself, not `npm run build`: an npm per app costs half a second of a first start for nothing.
  const child = spawn(path.join(root, 'node_modules', '.bin', 'rspack'), ['build'], {
    cwd: path.join(root, pkg),
    stdio: ['ignore', 'pipe', 'inherit'],
    env: npmEnv,
  });
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  return new Promise((resolve, reject) =>
    child.on('close', (code) => {
      if (code === 0 && !/ERROR/.test(out)) {
        console.log(`built ${pkg} in ${Date.now() - started} ms`);
        return resolve();
      }
      process.stdout.write(out);
      reject(new Error(`build of ${pkg} failed`));
    }),
  );
}

/** Builds the apps side by side, as many at once as the machine has cores (six one by one took 14 s of a first start). */
async function buildApps(pkgs) {
  const queue = [...pkgs];
  const lane = async () => {
    for (let pkg = queue.shift(); pkg; pkg = queue.shift()) await buildApp(pkg);
  };
  await Promise.all(Array.from({ length: Math.min(availableParallelism(), queue.length) }, lane));
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

/** A fingerprint of a built remote's files: the same build always gets the same id, any change a new one. */
function buildId(...dirs) {
  const hash = createHash('sha256');
  const walk = (dir, d) => {
    for (const entry of readdirSync(d).sort()) {
      const file = path.join(d, entry);
      if (statSync(file).isDirectory()) walk(dir, file);
      else if (entry !== 'mf-stats.json') hash.update(path.relative(dir, file)).update(readFileSync(file));
    }
  };
  for (const dir of dirs.filter(Boolean)) walk(dir, dir);
  return hash.digest('hex').slice(0, 8);
}

/**
 * Publishes a built remote as an immutable release, deploy/remotes/<pkg>/<package version>-<build id>/, and returns
 * its remotes.json entry (with the top-level paths the remote serves, from its package.json). A folder that exists
 * already holds this very build, so it is left as it is: a published version is never overwritten, and older ones
 * stay servable for a rollback.
 */
export function publishRemote({ pkg, name }, { dist = path.join(root, pkg, 'dist'), deployRoot = deploy } = {}) {
  const { version, wagering } = readJson(path.join(root, pkg, 'package.json'), {});
  // The server build (dist-server, beside dist) is part of the release: it lands in the release's server/ folder.
  const serverDist = `${dist}-server`;
  const hasServer = existsSync(path.join(serverDist, 'server.cjs'));
  const release = `${version}-${buildId(dist, hasServer ? serverDist : undefined)}`;
  const target = path.join(deployRoot, 'remotes', pkg, release);
  if (!existsSync(target)) {
    mkdirSync(path.dirname(target), { recursive: true });
    const staging = `${target}.partial`;
    rmSync(staging, { recursive: true, force: true });
    cpSync(dist, staging, { recursive: true, filter: (src) => !src.endsWith('mf-stats.json') });
    compressTree(staging);
    if (hasServer) cpSync(serverDist, path.join(staging, 'server'), { recursive: true });
    // Appears whole or not at all: a browser never sees a half-copied release.
    renameSync(staging, target);
  }
  const entry = `/remotes/${pkg}/${release}/mf-manifest.json`;
  // firstCalls: the API calls its pages make first, which the shell starts while the remote loads (route-preload.ts).
  return [
    name,
    {
      version: release,
      entry,
      routes: wagering?.routes ?? [],
      ...(wagering?.firstCalls && { firstCalls: wagering.firstCalls }),
    },
  ];
}

/**
 * Writes deploy/remotes.json (merging the given remote entries) and embeds it in the shell's index.html as the
 * last-known-good copy, under the release lock. SITE_ENV (prod, staging or dev) and OVERRIDE_ORIGINS
 * (comma-separated origins staging may load overrides from) set the environment; unset, the current file's values
 * (or production) stay.
 */
export function writeManifest(entries) {
  updateRuntimeConfig(deploy, (current) => ({
    environment: process.env.SITE_ENV ?? current.environment ?? 'prod',
    overrideOrigins: process.env.OVERRIDE_ORIGINS?.split(',').filter(Boolean) ?? current.overrideOrigins ?? [],
    remotes: { ...current.remotes, ...Object.fromEntries(entries) },
  }));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const targets = only.length ? apps.filter((a) => only.includes(a)) : apps;
  await buildApps(targets);
  if (targets.includes('shell')) {
    const shellOut = path.join(deploy, 'shell');
    rmSync(shellOut, { recursive: true, force: true });
    cpSync(path.join(root, 'shell', 'dist'), shellOut, { recursive: true });
    // The shell's own page paths, so the server answers 404 for a path no page has (web/src/static-site.ts).
    writeFileSync(
      path.join(shellOut, 'routes.json'),
      JSON.stringify(readJson(path.join(root, 'shell', 'package.json'), {}).wagering.routes),
    );
    const brand = process.env.BRAND ?? 'aurora';
    mkdirSync(path.join(shellOut, 'brand'), { recursive: true });
    for (const f of readdirSync(path.join(root, 'brands', 'logos')).filter((f) => f.startsWith(`${brand}-`))) {
      cpSync(path.join(root, 'brands', 'logos', f), path.join(shellOut, 'brand', f));
    }
    compressTree(shellOut);
    // The shell's server build renders every page (web/src/render-worker.ts); without it the browser renders them.
    cpSync(path.join(root, 'shell', 'dist-server'), path.join(shellOut, 'server'), { recursive: true });
  }
  writeManifest(remotes.filter((r) => targets.includes(r.pkg)).map((r) => publishRemote(r)));
  // The gateway's configuration from this build: the hash of every inline script of its index.html (gateway-config.mjs).
  const indexHtml = path.join(deploy, 'shell', 'index.html');
  if (existsSync(indexHtml))
    writeFileSync(path.join(deploy, 'gateway.conf'), gatewayConfig({ indexHtml: readFileSync(indexHtml, 'utf8') }));
  console.log(`deploy/ ready (${targets.length} apps)`);
}
