// Keeps package-lock.json valid for `npm ci` when the registry we install from lacks some platforms' optional
// native packages (here: @rspack/binding for macOS, Windows, wasm and rarer Linux CPUs answer 404). `npm install`
// then drops them from the lock, and `npm ci` refuses the lock as "Missing: … from lock file". This adds each missing
// optional dependency back as a platform-restricted entry, which npm skips on any machine it does not fit.
// Run it after `npm install` changes the lock: `node scripts/lock-foreign-platforms.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const OS = ['darwin', 'win32', 'linux', 'freebsd', 'android', 'openbsd', 'sunos', 'aix'];
const CPU = { arm64: 'arm64', x64: 'x64', ia32: 'ia32', ppc64: 'ppc64', riscv64: 'riscv64', s390x: 's390x', arm: 'arm', wasm32: 'wasm32' };

/** The os/cpu/libc a platform package is for, read from its name (e.g. binding-linux-x64-musl). */
export function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.map((p) => CPU[p]).find(Boolean);
  if (!cpu) return null;
  const platform = { cpu: [cpu] };
  if (os) platform.os = [os];
  if (os === 'linux') platform.libc = [parts.includes('musl') ? 'musl' : 'glibc'];
  return platform;
}

export function addForeignPlatforms(lock) {
  const added = [];
  for (const [key, entry] of Object.entries(lock.packages)) {
    for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
      const parent = key ? `${key}/node_modules/${dep}` : `node_modules/${dep}`;
      const top = `node_modules/${dep}`;
      if (lock.packages[parent] || lock.packages[top]) continue;
      const platform = platformOf(dep);
      if (!platform) continue;
      lock.packages[top] = { version, dev: entry.dev, optional: true, ...platform };
      if (!entry.dev) delete lock.packages[top].dev;
      added.push(`${dep}@${version}`);
    }
  }
  lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)));
  return added;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = path.resolve(import.meta.dirname, '..', 'package-lock.json');
  const lock = JSON.parse(readFileSync(file, 'utf8'));
  const added = addForeignPlatforms(lock);
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(added.length ? `added ${added.length}: ${added.join(', ')}` : 'lock already complete');
}
