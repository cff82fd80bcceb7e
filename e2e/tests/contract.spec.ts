import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test } from './test';
import { REMOTE_EXPOSES } from '@wagering/shared/runtime/contract';

const require = createRequire(path.resolve(import.meta.dirname, '..', '..', 'package.json'));
const installed = (pkg: string) => (require(`${pkg}/package.json`) as { version: string }).version;
const major = (range: string) => range.replace(/^[\^~]/, '').split('.')[0];

interface Manifest {
  exposes: { path: string }[];
  shared: { name: string; version: string; requiredVersion: string; singleton: boolean }[];
}

test.describe('the contract between the shell and its remotes', () => {
  test('each deployed remote exposes what the shell loads and asks for the shared versions the shell provides', async ({
    request,
  }) => {
    const { remotes } = (await (await request.get('/remotes.json')).json()) as {
      remotes: Record<string, { entry: string; routes: string[] }>;
    };
    expect(Object.keys(remotes).sort()).toEqual(Object.keys(REMOTE_EXPOSES).sort());
    const claimed = new Map<string, string>();
    for (const [name, release] of Object.entries(remotes)) {
      const manifest = (await (await request.get(release.entry)).json()) as Manifest;
      expect(manifest.exposes.map((e) => e.path).sort(), name).toEqual(
        [...REMOTE_EXPOSES[name as keyof typeof REMOTE_EXPOSES]].sort(),
      );
      for (const shared of manifest.shared) {
        const pkg = shared.name.startsWith('@wagering/shared/')
          ? '@wagering/shared'
          : shared.name
              .split('/')
              .slice(0, shared.name.startsWith('@') ? 2 : 1)
              .join('/');
        expect(shared.singleton, `${name}: ${shared.name}`).toBe(true);
        expect(major(shared.requiredVersion), `${name}: ${shared.name} ${shared.requiredVersion}`).toBe(
          major(installed(pkg)),
        );
      }
      // A path belongs to one remote only.
      for (const route of release.routes) {
        expect(claimed.get(route), `${route} claimed twice`).toBeUndefined();
        claimed.set(route, name);
      }
    }
  });
});
