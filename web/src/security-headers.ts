import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

interface RuntimeConfig {
  overrideOrigins?: string[];
  remotes?: Record<string, { entry?: string }>;
}

/**
 * Origins the shell may load remotes from, by the runtime configuration (remotes.json): each remote served from
 * elsewhere (entries on our own origin are relative) and the origins staging takes squads' overrides from.
 */
function remoteOrigins(config: RuntimeConfig): string[] {
  const origins = new Set(config.overrideOrigins ?? []);
  for (const { entry } of Object.values(config.remotes ?? {})) {
    if (entry && /^https?:\/\//.test(entry)) origins.add(new URL(entry).origin);
  }
  return [...origins];
}

/** 'sha256-…' of each inline <script> of the shell's page, so only those run (no 'unsafe-inline'). */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (m) => `'sha256-${createHash('sha256').update(m[1]).digest('base64')}'`,
  );
}

function readIfThere(file: string): string | undefined {
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

/**
 * The site's Content-Security-Policy and the other security headers, on every page and file the web tier sends (the
 * API's answers it passes on keep the API's own): the site's own origin and the remote origins remotes.json names,
 * inline scripts by hash only, no framing, nosniff, a strict referrer policy, HSTS in production.
 */
export const siteSecurityHeaders = fp<{ staticRoot: string; production: boolean }>(async (app, opts) => {
  const manifest = readIfThere(path.join(opts.staticRoot, 'remotes.json'));
  const html = readIfThere(path.join(opts.staticRoot, 'shell', 'index.html'));
  const remotes = manifest ? remoteOrigins(JSON.parse(manifest)) : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...remotes, ...(html ? inlineScriptHashes(html) : [])],
        // Emotion writes its styles into <style> tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'", ...remotes],
        imgSrc: ["'self'", 'data:', ...remotes],
        fontSrc: ["'self'", 'data:', ...remotes],
        connectSrc: ["'self'", ...remotes],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(opts.production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Remotes are fetched across origins in a split deployment; the manifest and bundles carry CORS headers.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: opts.production ? { maxAge: 31536000, includeSubDomains: true } : false,
    frameguard: { action: 'deny' },
  });
});
