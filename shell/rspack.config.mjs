import path from 'node:path';
import { createAppConfig } from '@wagering/shared/build';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const brand = process.env.BRAND ?? 'aurora';
const dir = import.meta.dirname;

// Brand data is TypeScript; read it in a child process (tsx) so the build's own Node process stays untouched.
const active = JSON.parse(
  execFileSync(process.execPath, ['--import', 'tsx', '-e', `import('@wagering/brands').then((m) => console.log(JSON.stringify(m.getBrand('${brand}'))))`], {
    cwd: dir,
    encoding: 'utf8',
  }),
);
const palette = active.palettes.light;
// Home's hero copy, painted by index.html before the scripts and by the React page after (one source).
const hero = JSON.parse(readFileSync(path.join(dir, 'src/features/home/hero-copy.json'), 'utf8'));

export default createAppConfig({
  name: 'shell',
  dir,
  port: 3000,
  isHost: true,
  alias: { '@active-brand$': path.resolve(dir, `../brands/src/brands/${brand}.ts`) },
  html: { appName: active.appName, brandKey: brand, ...palette, heroTitle: hero.title, heroText: hero.text },
});
