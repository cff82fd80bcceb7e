// The operators' set-up, read as files (no Docker engine on the development machines): the composition's runtime
// configuration is what scripts/compose-config.mjs generates, images are tagged by build, releases live in a store,
// the gateway's TLS-only headers stay behind TLS, a missing hashed file is a 404, the runbook names real files.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { gatewayConfig, inlineScriptHashes } from './gateway-config.mjs';
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
    const gateway = read('docker/gateway.conf.template');
    expect(gateway).toContain('alias /etc/wagering/remotes.${SITE_ENV}.json;');
    expect(read('docker/embed-runtime-config.sh')).toContain('/etc/wagering/remotes.${SITE_ENV:-prod}.json');
    for (const env of Object.keys(environments)) expect(existsSync(composeConfigFile(env))).toBe(true);
  });
});

describe('the gateway and the shell site', () => {
  const gateway = read('docker/gateway.conf.template');

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
    for (const file of ['docker/nginx-static.conf', 'docker/gateway.conf.template']) {
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

describe('the gateway configuration generated from the build (issue 34)', () => {
  const indexHtml = `<script>one()</script><script type="application/json" id="runtime-config">{}</script>
<script defer src="/main.1a2b3c4d.js"></script><script type="module">two()</script><script>three()</script>`;

  it('allows every inline script the page runs by its hash, and nothing else inline', () => {
    expect(inlineScriptHashes(indexHtml)).toHaveLength(3);
    const config = gatewayConfig({ indexHtml });
    const csp = config.match(/add_header Content-Security-Policy "([^"]*)"/)[1];
    for (const hash of inlineScriptHashes(indexHtml)) expect(csp).toContain(hash);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(config).not.toMatch(/__[A-Z_]+__/);
  });

  it('sends /v1 to the API replicas and every page to the web tier, whose replicas compose runs', () => {
    const config = gatewayConfig({ indexHtml });
    expect(config).toContain('server api:8080 resolve');
    expect(config).toContain('server web:8080 resolve');
    expect(config).toMatch(/location \/v1\/ \{\s*proxy_pass http:\/\/api;/);
    expect(config.split('location / {')[1]).toContain('proxy_pass http://web;');
    expect(compose.services.web.deploy.replicas).toBeGreaterThan(1);
    expect(compose.services.web.environment.API_URL).toBe('http://api:8080');
    expect(compose.services.gateway.build.target).toBe('gateway');
    expect(read('docker/static.Dockerfile')).toContain('node scripts/gateway-config.mjs --index shell/dist/index.html');
  });
});
