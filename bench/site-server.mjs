// Starts the production site for a benchmark through the same code as `npm start`.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromiumArgs } from '../e2e/chromium-args.mjs';
import { startSite as startSiteProcess } from '../scripts/start.mjs';

export const root = path.resolve(import.meta.dirname, '..');
export const chromiumFlags = ['--headless', ...chromiumArgs];

/**
 * The production site as `npm start` serves it (scripts/start.mjs), on a fresh embedded database; `staticRoot` serves
 * another built site than deploy/ (the monolith build of bench/federation-cost.mjs).
 */
export async function startSite(port, env = {}, { staticRoot } = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-'));
  const site = startSiteProcess({
    port: String(port),
    dataDir,
    staticRoot,
    build: false,
    env: { LOG_LEVEL: 'error', ...env },
  });
  for (let i = 0; i < 360; i++) {
    try {
      if ((await fetch(`http://localhost:${port}/v1/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    url: `http://localhost:${port}`,
    // The database's folder goes once both processes have exited: removed under a running API, its feed's next
    // commit fails (PGlite's pg_notify files are gone) and fills the bench's output with errors.
    stop: () => {
      site.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
      site.kill();
    },
  };
}
