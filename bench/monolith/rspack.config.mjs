// Bench only: the same shell and remotes built as ONE application with no Module Federation, to measure what the
// federation costs (bench/federation-cost.mjs). Each remote's exposed modules become lazy chunks of the shell's build,
// loaded by a stand-in for the federation runtime's loadRemote (and no remote files fetched ahead); everything else is
// the shell's production config.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import rspack from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import shellConfig from '../../shell/rspack.config.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
const remotes = ['racing', 'sports', 'betslip', 'account', 'banking'];
const generated = path.join(import.meta.dirname, '.generated');

/** The remotes' exposes, read from their own configs (one source: each remote's `exposes` list). */
async function exposedModules() {
  const lines = [];
  for (const name of remotes) {
    const config = (await import(path.join(root, `mfe-${name}`, 'rspack.config.mjs'))).default;
    const federation = config.plugins.find((p) => p instanceof ModuleFederationPlugin);
    for (const [key, file] of Object.entries(federation._options.exposes)) {
      const source = path.join(root, `mfe-${name}`, file);
      lines.push(`  ${JSON.stringify(`${name}/${key.slice(2)}`)}: () => import(${JSON.stringify(source)}),`);
    }
  }
  return `export const remoteModules: Record<string, () => Promise<unknown>> = {\n${lines.join('\n')}\n};\n`;
}

mkdirSync(generated, { recursive: true });
writeFileSync(path.join(generated, 'remote-modules.ts'), await exposedModules());

export default {
  ...shellConfig,
  output: { ...shellConfig.output, path: process.env.OUT_DIR ?? path.join(import.meta.dirname, 'dist') },
  resolve: {
    ...shellConfig.resolve,
    alias: {
      ...shellConfig.resolve.alias,
      '@module-federation/enhanced/runtime$': path.join(import.meta.dirname, 'federation-runtime.ts'),
      '@monolith/remote-modules$': path.join(generated, 'remote-modules.ts'),
    },
  },
  plugins: [
    ...shellConfig.plugins.filter((p) => !(p instanceof ModuleFederationPlugin)),
    new rspack.NormalModuleReplacementPlugin(/remotes\/route-preload$/, path.join(import.meta.dirname, 'route-preload.ts')),
  ],
};
