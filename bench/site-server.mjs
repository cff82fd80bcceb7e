// Starts the production site (deploy/ served by the API with a fresh embedded database) for a benchmark.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function startSite(port, env = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-'));
  const api = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'api/src/main.ts')], {
    cwd: path.join(root, 'api'),
    env: {
      ...process.env,
      PORT: String(port),
      STATIC_ROOT: path.join(root, 'deploy'),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      ...env,
    },
    stdio: 'ignore',
  });
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`http://localhost:${port}/v1/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    url: `http://localhost:${port}`,
    stop: () => {
      api.kill();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
