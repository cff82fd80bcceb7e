// Every brand, both themes, every route through axe-core: for each brand, its own shell build laid into its own
// deploy copy (the remotes are brand-free and shared), served by the e2e server, and e2e/tests/brand-a11y.spec.ts
// run against it. `npm test` runs that spec for the default brand with every axe rule; here the other brands run
// the rules a brand can change (colours, logos, texts), unless BRAND_A11Y_RULES=all. Needs deploy/ (the build step).
// Usage: node scripts/brand-a11y.mjs [brand ...]     (E2E_PORT sets the server's port, default 8190)
import { spawnSync } from 'node:child_process';
import { cpSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { npmEnv } from './ensure-install.mjs';

const root = path.resolve(import.meta.dirname, '..');
const all = readdirSync(path.join(root, 'brands/src/brands')).map((f) => f.replace(/\.ts$/, ''));
const chosen = process.argv.slice(2);
const brands = chosen.length ? chosen : all.filter((b) => b !== 'aurora');
const port = process.env.E2E_PORT ?? '8190';
const failed = [];
for (const brand of brands) {
  const started = Date.now();
  const copy = path.join(root, 'e2e', `.brand-deploy-${brand}`);
  rmSync(copy, { recursive: true, force: true });
  cpSync(path.join(root, 'deploy'), copy, {
    recursive: true,
    filter: (src) => !src.startsWith(path.join(root, 'deploy', 'shell')),
  });
  const env = { ...npmEnv, BRAND: brand, FORCE_COLOR: '0' };
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs'), 'shell'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, DEPLOY_DIR: copy },
  });
  const run =
    build.status === 0 &&
    spawnSync('npx', ['playwright', 'test', 'tests/brand-a11y.spec.ts', '--project=desktop', `--output=test-results/brand-${brand}`], {
      cwd: path.join(root, 'e2e'),
      stdio: 'inherit',
      env: { ...env, E2E_DEPLOY: copy, E2E_PORT: port, BRAND_A11Y_RULES: process.env.BRAND_A11Y_RULES ?? 'brand' },
    });
  rmSync(copy, { recursive: true, force: true });
  const ok = build.status === 0 && run && run.status === 0;
  if (!ok) failed.push(brand);
  console.log(`=== ${brand}: ${ok ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s ===`);
}
// The last brand's build is left in shell/dist; the default brand's shell in deploy/ was never touched.
console.log(
  `brands: ${brands.length - failed.length} passed, ${failed.length} failed${failed.length ? ` (${failed.join(', ')})` : ''}`,
);
process.exit(failed.length ? 1 : 0);
