// deploy/remotes.json and the last-known-good copy embedded in the shell's index.html, always written together, under
// a lock, each file replaced whole (written beside and renamed in): scripts/build.mjs and scripts/release.mjs use it.
import { existsSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export const readJson = (file, fallback) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return fallback;
  }
};

/** One line per remote, so a release or a rollback is a one-line change. */
export const formatConfig = ({ remotes, ...rest }) =>
  [
    '{',
    ...Object.entries(rest).map(([k, v]) => `  ${JSON.stringify(k)}: ${JSON.stringify(v)},`),
    '  "remotes": {',
    Object.entries(remotes)
      .map(([name, entry]) => `    ${JSON.stringify(name)}: ${JSON.stringify(entry)}`)
      .join(',\n'),
    '  }',
    '}',
    '',
  ].join('\n');

/** Replaces a file whole: a reader sees the old content or the new, never half of it. */
function replaceFile(file, body) {
  const partial = `${file}.partial-${process.pid}`;
  writeFileSync(partial, body);
  renameSync(partial, file);
}

const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Runs `fn` holding deploy/.release.lock, so two squads releasing at once never overwrite each other's line: the
 * second waits (up to `waitMs`) for the first. A lock older than `staleMs` was left by a killed release and is taken.
 */
function withReleaseLock(deployRoot, fn, { waitMs = 30_000, staleMs = 120_000 } = {}) {
  const lock = path.join(deployRoot, '.release.lock');
  const giveUp = Date.now() + waitMs;
  for (;;) {
    try {
      writeFileSync(lock, `${process.pid}\n`, { flag: 'wx' });
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > staleMs) rmSync(lock, { force: true });
      else if (Date.now() > giveUp) throw new Error(`another release holds ${lock}; try again`, { cause: error });
      else sleep(50);
    }
  }
  try {
    return fn();
  } finally {
    rmSync(lock, { force: true });
  }
}

function embedConfig(deployRoot, config) {
  const html = path.join(deployRoot, 'shell', 'index.html');
  if (!existsSync(html)) return;
  // The last-known-good copy names the current releases only: a canary reaches its cohort through the web tier.
  const { canary: _trial, ...current } = config;
  const json = JSON.stringify(current).replace(/</g, '\\u003c');
  const body = readFileSync(html, 'utf8').replace(
    /(<script type="application\/json" id="runtime-config">)[\s\S]*?(<\/script>)/,
    (_, open, close) => `${open}${json}${close}`,
  );
  replaceFile(`${html}.br`, brotliCompressSync(body));
  replaceFile(`${html}.gz`, gzipSync(body, { level: 9 }));
  replaceFile(html, body);
}

/**
 * Under the release lock: reads deploy/remotes.json, lets `edit` change it (returning the new configuration), writes
 * it with the copy embedded in index.html, then runs `written` (still under the lock: the release log's line, so the
 * log's order is the order the configurations were written). Returns what `edit` returned.
 */
export function updateRuntimeConfig(deployRoot, edit, written = () => undefined) {
  return withReleaseLock(deployRoot, () => {
    const file = path.join(deployRoot, 'remotes.json');
    const config = edit(readJson(file, {}));
    replaceFile(file, formatConfig(config));
    embedConfig(deployRoot, config);
    written(config);
    return config;
  });
}
