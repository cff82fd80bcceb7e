// docker/remotes.<env>.json, the composition's runtime configuration, generated from each remote's package.json:
// the paths it serves (`wagering.routes`) and the calls its pages make first (`wagering.firstCalls`) come from there,
// so a path added to a remote reaches every environment (a page missing from them is "Page not found"). Which release
// each environment runs (version, entry) is the operators' choice and is kept as the file has it.
//   node scripts/compose-config.mjs          rewrite the files
//   npm test                                 fails when a file is not what this script writes (compose-config.test.mjs)
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { remotes } from './apps.mjs';
import { formatConfig, readJson } from './runtime-config.mjs';

const root = path.resolve(import.meta.dirname, '..');
export const environments = {
  prod: { environment: 'prod', overrideOrigins: [] },
  staging: { environment: 'staging', overrideOrigins: ['https://squad-builds.staging.example'] },
};
export const composeConfigFile = (env) => path.join(root, 'docker', `remotes.${env}.json`);

/** What docker/remotes.<env>.json should hold: its releases, each remote's paths and first calls from package.json. */
export function composeConfig(env) {
  const current = readJson(composeConfigFile(env), {});
  const entries = remotes.map(({ pkg, name }) => {
    const { version, wagering } = JSON.parse(readFileSync(path.join(root, pkg, 'package.json'), 'utf8'));
    const release = current.remotes?.[name]?.version ?? version;
    return [
      name,
      {
        version: release,
        entry: `/remotes/${pkg}/${release}/mf-manifest.json`,
        routes: wagering?.routes ?? [],
        ...(wagering?.firstCalls && { firstCalls: wagering.firstCalls }),
      },
    ];
  });
  return formatConfig({ ...environments[env], remotes: Object.fromEntries(entries) });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const env of Object.keys(environments)) writeFileSync(composeConfigFile(env), composeConfig(env));
  console.log(`docker/remotes.{${Object.keys(environments).join(',')}}.json written`);
}
