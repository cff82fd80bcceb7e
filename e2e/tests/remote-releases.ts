import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Page } from './test';
import { deployDir } from './deploy-dir';

const repo = path.resolve(import.meta.dirname, '..', '..');

/** Builds a remote package (e.g. "mfe-sports" or "e2e/remote-react18") into its own release folder of this run's deploy copy. */
export function buildRelease(
  pkgDir: string,
  folder: string,
  version: string,
  env: Record<string, string> = {},
): string {
  const target = path.join(deployDir, 'remotes', folder, version);
  execFileSync('npx', ['rspack', 'build'], {
    cwd: path.join(repo, pkgDir),
    env: { ...process.env, REMOTE_VERSION: version, OUT_DIR: target, ...env },
    stdio: 'ignore',
  });
  return `/remotes/${folder}/${version}/mf-manifest.json`;
}

interface RuntimeConfig {
  environment: string;
  overrideOrigins: string[];
  remotes: Record<string, { version: string; entry: string; routes?: string[] }>;
}

/** Serves this page a changed remotes.json (the deployed one, edited), as a release or a staging setup would. */
export async function withRuntimeConfig(page: Page, edit: (config: RuntimeConfig) => void): Promise<void> {
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as RuntimeConfig;
    edit(config);
    await route.fulfill({ response, body: JSON.stringify(config) });
  });
}
