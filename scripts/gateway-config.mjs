// The gateway's nginx configuration, generated from the build (issue 34 item 5): docker/gateway.conf.template with the
// hash of every inline script of the built index.html (none blocked by the Content-Security-Policy) and its upstreams.
//   node scripts/gateway-config.mjs                          deploy/gateway.conf for docker compose (build.mjs runs it;
//                                                            the gateway image runs it on its own shell build)
//   node scripts/gateway-config.mjs --listen 127.0.0.1:8252 --web 127.0.0.1:8250 --api 127.0.0.1:8251 --out FILE
//       the same in front of `npm start`'s two processes (.ci/run's gateway check)
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');

/** 'sha256-…' of every inline script the browser runs: no src, and no type or a JavaScript one (JSON data is not run). */
export function inlineScriptHashes(html) {
  return [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = '']) => !/\bsrc=/.test(attributes))
    .filter(([, attributes = '']) => !/\btype=/.test(attributes) || /\btype="(text\/javascript|module)"/.test(attributes))
    .map(([, , body]) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
}

/**
 * The configuration: `compose` names the services (Docker's resolver, re-resolved), else fixed addresses.
 * @param {{ indexHtml: string, listen?: string, api?: string, web?: string, compose?: boolean, accessLog?: string,
 *   deployDir?: string }} o
 */
export function gatewayConfig({
  indexHtml,
  listen = '80',
  api = 'api:8080',
  web = 'web:8080',
  compose = true,
  accessLog,
  deployDir,
}) {
  const server = (address) => `server ${address}${compose ? ' resolve' : ''} max_fails=1 fail_timeout=5s;`;
  const values = {
    __RESOLVER__: compose ? 'resolver 127.0.0.11 valid=10s ipv6=off;' : '# Fixed addresses: no resolver.',
    __API_SERVERS__: server(api),
    __WEB_SERVERS__: server(web),
    // Outside compose the web tier serves the shell's files too.
    __SHELL_SERVERS__: compose ? 'server shell:80 resolve;' : server(web),
    __LISTEN__: listen,
    __ACCESS_LOG__: `access_log ${accessLog ?? (compose ? '/var/log/nginx/access.log' : 'off')}${accessLog === 'off' || (!accessLog && !compose) ? '' : ' gateway'};`,
    __SCRIPT_HASHES__: inlineScriptHashes(indexHtml).join(' '),
  };
  let template = readFileSync(path.join(root, 'docker', 'gateway.conf.template'), 'utf8');
  // Outside compose no image fills in its environment (no other remote origins), and the releases and remotes.json
  // are the build's own (deploy/).
  if (!compose)
    template = template
      .replaceAll('${REMOTE_ORIGINS}', '')
      .replace('alias /srv/releases/;', `alias ${path.join(deployDir, 'remotes')}/;`)
      .replace('alias /etc/wagering/remotes.${SITE_ENV}.json;', `alias ${path.join(deployDir, 'remotes.json')};`);
  return template.replace(/__[A-Z_]+__/g, (name) => {
    if (!(name in values)) throw new Error(`gateway template: unknown ${name}`);
    return values[name];
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values: o } = parseArgs({
    options: {
      deploy: { type: 'string', default: path.join(root, 'deploy') },
      // The built index.html when it is not the deploy's (the gateway image builds the shell alone).
      index: { type: 'string' },
      listen: { type: 'string' },
      api: { type: 'string' },
      web: { type: 'string' },
      out: { type: 'string' },
      'access-log': { type: 'string' },
    },
  });
  const compose = !o.api && !o.web;
  const indexHtml = readFileSync(o.index ?? path.join(o.deploy, 'shell', 'index.html'), 'utf8');
  const config = gatewayConfig({
    indexHtml,
    listen: o.listen,
    api: o.api,
    web: o.web,
    compose,
    accessLog: o['access-log'],
    deployDir: path.resolve(o.deploy),
  });
  writeFileSync(o.out ?? path.join(o.deploy, 'gateway.conf'), config);
}
