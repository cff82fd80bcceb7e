// The operators' set-up, read as files (no Docker engine on the development machines): the composition's runtime
// configuration is what scripts/compose-config.mjs generates, images are tagged by build, releases live in a store,
// the gateway's TLS-only headers stay behind TLS, a missing hashed file is a 404, the runbook names real files.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { remotes } from './apps.mjs';
import { composeConfig, composeConfigFile, environments } from './compose-config.mjs';

const root = path.resolve(import.meta.dirname, '..');
const read = (file) => readFileSync(path.join(root, file), 'utf8');
const compose = parse(read('docker-compose.yml'));

describe('docker/remotes.<env>.json', () => {
  for (const env of Object.keys(environments)) {
    it(`${env}: generated from each remote's package.json (routes and first calls) and well formed`, () => {
      const text = readFileSync(composeConfigFile(env), 'utf8');
      expect(text, 'run node scripts/compose-config.mjs').toBe(composeConfig(env));
      const config = JSON.parse(text);
      expect(config.environment).toBe(env);
      for (const { pkg, name } of remotes) {
        const { wagering } = JSON.parse(read(`${pkg}/package.json`));
        const release = config.remotes[name];
        expect(release.entry).toBe(`/remotes/${pkg}/${release.version}/mf-manifest.json`);
        expect(release.routes).toEqual(wagering.routes);
        expect(release.firstCalls).toEqual(wagering.firstCalls);
      }
      // The reset mail's link lands on a page, not on "Page not found".
      expect(config.remotes.account.routes).toContain('/reset-password');
    });
  }
});

describe('docker-compose.yml', () => {
  const frontEnd = ['shell', ...remotes.map((r) => r.pkg)];

  it('tags every front-end image by build and keeps every release in a store volume', () => {
    for (const name of frontEnd) {
      const service = compose.services[name];
      expect(service.image, name).toMatch(/:\$\{BUILD_ID[:?}]/);
      expect(service.build.args.BUILD_ID, name).toBe('${BUILD_ID}');
      expect(service.build.args.VERSION, name).toBeUndefined();
    }
    expect(compose.volumes).toHaveProperty('releases');
    for (const { pkg } of remotes) expect(compose.services[pkg].volumes).toContain('releases:/releases');
    expect(compose.services.gateway.volumes).toContain('releases:/srv/releases:ro');
    const dockerfile = read('docker/static.Dockerfile');
    for (const name of frontEnd) expect(dockerfile).toContain(` AS ${compose.services[name].build.target}\n`);
  });

  it("keeps every shell deploy's hashed files in a volume the shell serves them from", () => {
    expect(compose.volumes).toHaveProperty('shell-chunks');
    expect(compose.services.shell.volumes).toContain('shell-chunks:/usr/share/nginx/chunks');
    expect(read('docker/static.Dockerfile')).toContain('docker/keep-shell-chunks.sh /docker-entrypoint.d/');
    expect(read('docker/keep-shell-chunks.sh')).toContain('store=/usr/share/nginx/chunks');
  });

  it('mounts the configuration folder (an edit is seen without a restart) and every file it names exists', () => {
    for (const name of ['gateway', 'shell'])
      expect(compose.services[name].volumes).toContain('./docker:/etc/wagering:ro');
    const gateway = read('docker/gateway.conf');
    expect(gateway).toContain('alias /etc/wagering/remotes.${SITE_ENV}.json;');
    expect(read('docker/embed-runtime-config.sh')).toContain('/etc/wagering/remotes.${SITE_ENV:-prod}.json');
    for (const env of Object.keys(environments)) expect(existsSync(composeConfigFile(env))).toBe(true);
  });
});

describe('the gateway and the shell site', () => {
  const gateway = read('docker/gateway.conf');

  it('sends HSTS and upgrade-insecure-requests only behind TLS (X-Forwarded-Proto https)', () => {
    const csp = gateway.match(/add_header Content-Security-Policy "([^"]*)"/)[1];
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(csp).toMatch(/\$upgrade_insecure$/);
    expect(gateway).toMatch(
      /map \$http_x_forwarded_proto \$upgrade_insecure \{\s*https "; upgrade-insecure-requests";\s*default "";/,
    );
    expect(gateway).toMatch(
      /map \$http_x_forwarded_proto \$hsts \{\s*https "max-age=31536000; includeSubDomains";\s*default "";/,
    );
    expect(gateway).toContain('add_header Strict-Transport-Security $hsts always;');
  });

  it('answers a missing hashed or static file with 404, never index.html', () => {
    const site = read('docker/nginx-static.conf');
    const fallbacks = site.split('\n').filter((line) => line.includes('/index.html;'));
    expect(fallbacks).toEqual(['  location / { try_files $uri /index.html; }']);
    expect(site).toContain('location ~* "\\.[0-9a-f]{8}\\.(js|css)$" { try_files $uri @earlier;');
    expect(site).toMatch(/location @earlier \{ root \/usr\/share\/nginx\/chunks; try_files \$uri =404;/);
    expect(gateway).toMatch(/location \/remotes\/ \{[^}]*try_files \$uri =404;/);
  });
});

describe('nginx files', () => {
  it('quote every regex location with braces (nginx reads an unquoted { as the block: "unknown directive")', () => {
    for (const file of ['docker/nginx-static.conf', 'docker/gateway.conf']) {
      const unquoted = read(file)
        .split('\n')
        .filter((line) => /^\s*location ~\*? [^"]*\{\d/.test(line));
      expect(unquoted, file).toEqual([]);
    }
  });
});

describe('docs/OPERATIONS.md', () => {
  it('names only files that exist', () => {
    const named = [
      ...read('docs/OPERATIONS.md').matchAll(/`((?:docker|scripts|docs|api|shell|e2e|bench)\/[^`\s]+)`/g),
    ].map((m) => m[1]);
    expect(named.length).toBeGreaterThan(0);
    const files = named.flatMap((file) =>
      file.includes('<env>') ? Object.keys(environments).map((env) => file.replace('<env>', env)) : [file],
    );
    expect(files.filter((file) => !existsSync(path.join(root, file)))).toEqual([]);
  });
});
