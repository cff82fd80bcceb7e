import { execFileSync, execSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './test';
import { deployDir } from './deploy-dir';
import { withRuntimeConfig } from './remote-releases';

const repo = path.resolve(import.meta.dirname, '..', '..');
const git = (cmd: string) => execSync(`git ${cmd}`, { cwd: repo, encoding: 'utf8' }).trim();

/** The shared package's version now: the contract every current release is built on. */
const { version: sharedVersion } = JSON.parse(readFileSync(path.join(repo, 'shared', 'package.json'), 'utf8')) as {
  version: string;
};

/** The commit at which a remote first depended on this @wagering/shared: its first release on the current contract. */
const firstRelease = (pkg: string) =>
  git(`log --format=%H -S'"@wagering/shared": "${sharedVersion}"' -- ${pkg}/package.json`).split('\n').pop()!;

/**
 * Builds one remote as that release was built: the whole tree at an earlier commit, installed from that commit's own
 * package-lock.json (`npm ci` of the remote's workspace and the root's build tools; the npm cache makes it quick),
 * then its build, published into this run's deploy copy. Nothing of today's node_modules is used.
 */
function buildFromCommit(commit: string, pkg: string): string {
  const work = path.join(repo, 'e2e', `.skew-${commit.replace(/\W/g, '').slice(0, 8)}-${pkg}`);
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  execSync(`git archive ${commit} | tar -x -C ${JSON.stringify(work)}`, { cwd: repo });
  const quiet = { cwd: work, stdio: 'ignore' as const };
  const install = ['ci', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', '-w', pkg];
  execFileSync('npm', [...install, '--include-workspace-root'], quiet);
  const version = `skew-${commit.replace(/\W/g, '').slice(0, 8)}`;
  execFileSync('npx', ['rspack', 'build'], {
    cwd: path.join(work, pkg),
    env: { ...process.env, REMOTE_VERSION: version, OUT_DIR: path.join(deployDir, 'remotes', pkg, version) },
    stdio: 'ignore',
  });
  rmSync(work, { recursive: true, force: true });
  return `/remotes/${pkg}/${version}/mf-manifest.json`;
}

test.describe('version skew', () => {
  test('the current shell with the racing remote built from the first release of this contract works', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const entry = buildFromCommit(firstRelease('mfe-racing'), 'mfe-racing');
    await withRuntimeConfig(page, (config) => {
      config.remotes.racing = { ...config.remotes.racing, version: 'previous', entry };
    });
    const loaded: string[] = [];
    page.on('request', (req) => loaded.push(req.url()));
    // Racing is reached by a link: a racing page loaded whole is the server's render of the release it deployed.
    await page.goto('/about-us');
    await page.getByRole('banner').getByRole('link', { name: 'Racing', exact: true }).click();
    await expect(page.locator('main [data-remote="racing"]').first()).toBeVisible();
    await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
    expect(loaded.some((url) => url.includes(entry.replace('mf-manifest.json', '')))).toBe(true);
  });

  test('a remote built for the previous major of @wagering/shared shows its fallback instead of crashing inside', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const entry = buildFromCommit(`${firstRelease('mfe-sports')}^`, 'mfe-sports');
    await withRuntimeConfig(page, (config) => {
      config.remotes.sports = { ...config.remotes.sports, version: 'previous-major', entry };
    });
    await page.goto('/about-us');
    await page.getByRole('banner').getByRole('link', { name: 'Sports', exact: true }).click();
    await expect(page.locator('main').getByTestId('remote-fallback')).toContainText('Sports is unavailable right now.');
    // The rest of the site works.
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.locator('[data-remote="betslip"]').first()).toBeVisible();
  });
});

test.describe('shared React and query cache versions', () => {
  test('a remote built on a newer minor of React than the page runs refuses to run and shows its fallback', async ({
    page,
  }) => {
    const react = JSON.parse(readFileSync(path.join(repo, 'node_modules', 'react', 'package.json'), 'utf8')).version;
    const [major, minor] = react.split('.');
    const built = `requiredVersion:"^${major}.${minor}.0"`;
    const newer = `requiredVersion:"^${major}.${Number(minor) + 1}.0"`;
    // The sports release as it would be built on the next minor of React: its entry asks for it.
    await page.route('**/remotes/mfe-sports/**/remoteEntry.js', async (route) => {
      const body = await (await route.fetch()).text();
      expect(body).toContain(built);
      await route.fulfill({ contentType: 'application/javascript', body: body.replaceAll(built, newer) });
    });
    await page.goto('/afl');
    await expect(page.locator('main').getByTestId('remote-fallback')).toContainText('Sports is unavailable right now.');
    await expect(page.locator('main [data-remote="sports"]')).toHaveCount(0);
    // The rest of the site runs on.
    await expect(page.locator('[data-remote="betslip"]').first()).toBeVisible();
  });
});
