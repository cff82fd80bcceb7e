// A squad's release and rollback of one remote:
//   node scripts/release.mjs <remote>                       build it, publish it, make it live
//   node scripts/release.mjs <remote> --rollback            make live the release that was live before this one
//   node scripts/release.mjs <remote> --rollback <version>  make live any earlier release named in the log
//   node scripts/release.mjs verify                         check the release log's chain; names the first bad line
//   node scripts/release.mjs canary | promote | canary-rollback | status   canary releases (scripts/canary.mjs)
// Both write deploy/remotes.json and the copy embedded in the shell's index.html together, under a lock, and append
// one line (who, what, when), chained to the line before (release-log.mjs), to release-log.jsonl, kept in git. A
// rollback builds nothing and needs no network, and goes nowhere when the log has been tampered with.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { remotes } from './apps.mjs';
import { updateRuntimeConfig } from './runtime-config.mjs';
import { appendEntry, assertLogIntact, firstBadLine, readLog } from './release-log.mjs';
import { canaryStatus, endCanary, publishedRelease, startCanary } from './canary.mjs';

export { readLog };

const root = path.resolve(import.meta.dirname, '..');
const defaults = {
  deployRoot: process.env.DEPLOY_DIR ? path.resolve(process.env.DEPLOY_DIR) : path.join(root, 'deploy'),
  logFile: process.env.RELEASE_LOG ? path.resolve(process.env.RELEASE_LOG) : path.join(root, 'release-log.jsonl'),
};

/** Who releases: RELEASE_BY, else git's user.email, else the login name. */
function releaser() {
  if (process.env.RELEASE_BY) return process.env.RELEASE_BY;
  const git = spawnSync('git', ['config', 'user.email'], { cwd: root, encoding: 'utf8' });
  return git.stdout?.trim() || os.userInfo().username;
}

/** The remote named by its federation name ("racing") or its package ("mfe-racing"). */
function remoteNamed(arg) {
  const remote = remotes.find((r) => r.name === arg || r.pkg === arg);
  if (!remote) throw new Error(`no remote ${arg}; one of ${remotes.map((r) => r.name).join(', ')}`);
  return remote;
}

/**
 * Makes `release` the live one of remote `name` and logs it, all under the lock, so the log's order is the order the
 * releases went live and no two lines follow the same one. A tampered log changes nothing. Returns the log line.
 */
export function makeLive(name, release, action, { deployRoot, logFile } = defaults) {
  let line;
  updateRuntimeConfig(
    deployRoot,
    (config) => {
      assertLogIntact(logFile);
      const previous = config.remotes?.[name] ?? null;
      line = { at: new Date().toISOString(), by: releaser(), action, remote: name, release, previous };
      return { environment: 'prod', overrideOrigins: [], ...config, remotes: { ...config.remotes, [name]: release } };
    },
    () => (line = appendEntry(logFile, line)),
  );
  return line;
}

const currentRelease = (name, deployRoot) =>
  JSON.parse(readFileSync(path.join(deployRoot, 'remotes.json'), 'utf8')).remotes?.[name];

/**
 * The release a rollback of `name` goes to: the given version as the log last recorded it, or else the one that was
 * live before the current one. Its folder must still be in the deploy (releases are never deleted).
 */
export function rollbackTarget(name, version, { deployRoot, logFile } = defaults) {
  // A canary's lines change no one's current release (canary.mjs); a promotion does.
  const log = readLog(logFile).filter((line) => line.remote === name && !line.action.startsWith('canary'));
  const current = currentRelease(name, deployRoot);
  const target = version
    ? log.findLast((line) => line.release.version === version)?.release
    : log.findLast((line) => line.release.version === current?.version)?.previous;
  if (!target)
    throw new Error(version ? `${name} ${version} is not in the release log` : `no earlier ${name} release in the log`);
  if (!existsSync(path.join(deployRoot, target.entry)))
    throw new Error(`${name} ${target.version} is not in ${deployRoot} any more`);
  return target;
}

/** `verify`: exits 1 naming the first bad line of the log, else says how many lines it checked. */
function verify(logFile = defaults.logFile) {
  const bad = firstBadLine(logFile);
  if (bad) {
    console.error(`${logFile}: ${bad}`);
    process.exit(1);
  }
  console.log(`${logFile}: ${readLog(logFile).length} lines, chain intact`);
}

/** `canary <remote> [<release>] --percent N`, `promote <remote>`, `canary-rollback <remote>`, `status`. */
async function canaryCommand([command, ...args]) {
  const paths = { ...defaults, by: releaser(), root };
  if (command === 'status') return console.log(canaryStatus(paths.deployRoot));
  const remote = remoteNamed(args[0] ?? '');
  if (command !== 'canary') {
    const line = endCanary(remote.name, command, command === 'promote' ? undefined : `by ${paths.by}`, paths);
    return console.log(`${line.action} ${remote.name} ${line.release.version} (current was ${line.previous.version})`);
  }
  const at = args.indexOf('--percent');
  const percent = Number(args[at + 1]);
  const version = args.slice(1).find((a, i) => a !== '--percent' && args[i] !== '--percent');
  if (at < 0) throw new Error('usage: node scripts/release.mjs canary <remote> [<release>] --percent N');
  let release;
  if (version) release = publishedRelease(remote, version, paths);
  else {
    const { buildApp, publishRemote } = await import('./build.mjs');
    await buildApp(remote.pkg);
    release = publishRemote(remote)[1];
  }
  const line = startCanary(remote.name, release, percent, paths);
  console.log(
    `canary ${remote.name} ${line.release.version} to ${percent} % (current ${line.previous.version}) by ${line.by}`,
  );
}

const CANARY_COMMANDS = ['canary', 'promote', 'canary-rollback', 'status'];

async function main(args) {
  const [arg, flag, version] = args;
  if (arg === 'verify' && !flag) return verify();
  if (CANARY_COMMANDS.includes(arg)) return canaryCommand(args);
  if (!arg || (flag && flag !== '--rollback')) {
    console.error(
      'usage: node scripts/release.mjs <remote> [--rollback [version]] | verify | canary <remote> [<release>] --percent N | promote <remote> | canary-rollback <remote> | status',
    );
    process.exit(2);
  }
  const remote = remoteNamed(arg);
  const started = Date.now();
  let line;
  if (flag) {
    line = makeLive(remote.name, rollbackTarget(remote.name, version), 'rollback');
  } else {
    // Only a release builds, so a rollback never loads the build tools.
    const { buildApp, publishRemote } = await import('./build.mjs');
    await buildApp(remote.pkg);
    line = makeLive(remote.name, publishRemote(remote)[1], 'release');
  }
  console.log(
    `${line.action} ${remote.name} ${line.previous?.version ?? '(none)'} -> ${line.release.version} by ${line.by} in ${Date.now() - started} ms`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
