// Serves a private copy of deploy/ (tests swap remote versions in it) with a fresh embedded database.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const port = process.env.E2E_PORT ?? '8180';
// One copy per port, so engineers (or CI shards) running suites side by side never share one.
const e2eDeploy = path.join(import.meta.dirname, `.deploy-${port}`);
rmSync(e2eDeploy, { recursive: true, force: true });
cpSync(path.join(root, 'deploy'), e2eDeploy, { recursive: true });
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wagering-e2e-'));
const api = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'api/src/main.ts')], {
  cwd: path.join(root, 'api'),
  stdio: 'inherit',
  env: { ...process.env, PORT: port, STATIC_ROOT: e2eDeploy, DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'test' },
});
const stop = () => {
  api.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
api.on('exit', (code) => process.exit(code ?? 0));
