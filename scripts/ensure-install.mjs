// Installs the workspace's packages when they are missing or older than package-lock.json.
import { existsSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * The environment for npm and npx run from these scripts. npm passes its settings on as npm_config_* variables, and a
 * machine-wide `nodedir` (this machine's ~/.npmrc) makes npm 11 warn "Unknown env config" in every child npm; nothing
 * in this workspace builds native addons, so the children go without it.
 */
export const npmEnv = Object.fromEntries(Object.entries(process.env).filter(([key]) => key.toLowerCase() !== 'npm_config_nodedir'));

export function ensureInstall(root) {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('Installing packages (npm ci)…');
  const r = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit', env: npmEnv });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
