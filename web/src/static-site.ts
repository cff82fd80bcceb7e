import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { MAINTENANCE_RETRY_AFTER_S } from '@wagering/contract/constants';

/**
 * Files whose URL changes when their content does: hashed bundles, and everything under a remote's release folder.
 * The test runs on the URL's file, not on the precompressed sibling (.br/.gz) that is actually sent.
 */
const isVersioned = (urlPath: string) => {
  const file = urlPath.replace(/\.(br|gz)$/, '');
  return file.startsWith('/remotes/') || /\.[0-9a-f]{8}\.js$/.test(file);
};

/** Versioned files for a year; the HTML and remotes.json never stored; anything else (brand logos) revalidated. */
export const cacheControlFor = (urlPath: string) =>
  isVersioned(urlPath)
    ? 'public, max-age=31536000, immutable'
    : /(\.html|^\/remotes\.json)(\.(br|gz))?$/.test(urlPath)
      ? 'no-store'
      : 'no-cache';

/** Sends a page as HTML and true, or false when it has none to send (index.html is then sent as it is). */
export type SendPage = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

/** Whether this page request is under maintenance (maintenance.ts). */
export type InMaintenance = (request: FastifyRequest) => Promise<boolean>;

/**
 * Serves the deployed front end (the web tier, on the site's one origin): the shell at /, each remote version under
 * /remotes/, and remotes.json. Precompressed .br/.gz siblings are sent when the browser accepts them; versioned files
 * are cached for a year as immutable; remotes.json is never stored, so a release or a rollback reaches the next page
 * load. Every other GET is a page, rendered by `sendPage`.
 */
export async function staticSite(
  app: FastifyInstance,
  root: string,
  sendPage: SendPage,
  inMaintenance: InMaintenance = async () => false,
  /** GET /remotes.json: the releases of the visitor's cohort (canary.ts); the file as it is when none is given. */
  remotesJson?: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
): Promise<void> {
  const shellRoot = path.join(root, 'shell');
  const setHeaders = (reply: { header(k: string, v: string): unknown }, filePath: string) => {
    const urlPath =
      '/' +
      path
        .relative(root, filePath)
        .split(path.sep)
        .join('/')
        .replace(/^shell\//, '');
    reply.header('Cache-Control', cacheControlFor(urlPath));
    if (urlPath.startsWith('/remotes/')) reply.header('Access-Control-Allow-Origin', '*');
  };
  await app.register(fastifyStatic, {
    root: path.join(root, 'remotes'),
    prefix: '/remotes/',
    preCompressed: true,
    // Server builds are the server's own code: never sent.
    allowedPath: (pathName) => !/^\/[^/]+\/[^/]+\/server\//.test(pathName),
    setHeaders,
    decorateReply: false,
  });
  await app.register(fastifyStatic, {
    root: shellRoot,
    prefix: '/',
    preCompressed: true,
    setHeaders,
    // Every page, the home page too, is rendered by the not-found handler below (index.html is its template).
    index: false,
    allowedPath: (pathName) => !pathName.startsWith('/server/'),
    // The shell's files are known when the process starts (a build restarts it): one route each, so a page's URL goes
    // straight to the page handler below instead of a file lookup on disk first.
    wildcard: false,
    decorateReply: true,
  });
  app.get('/remotes.json', remotesJson ?? ((_req, reply) => reply.sendFile('remotes.json', root)));
  // Client-side routes: any other GET is a page, with 404 when no page has that path (the shell then shows "Page not
  // found"), so search engines and monitors see what a punter sees.
  app.setNotFoundHandler(async (req, reply) => {
    if (req.method === 'GET' && !req.url.startsWith('/v1/') && !req.url.startsWith('/remotes/')) {
      const known = siteRoutes(root);
      if (known && !isSitePage(req.url, known)) reply.status(404);
      // During maintenance the page is the maintenance screen: monitors and crawlers are told so, and when to come back.
      if (await inMaintenance(req)) reply.status(503).header('Retry-After', String(MAINTENANCE_RETRY_AFTER_S));
      // The page as HTML with its content (server rendering), else the shell's index.html for the browser to render.
      if (await sendPage(req, reply)) return reply;
      reply.header('Cache-Control', 'no-store');
      return reply.sendFile('index.html', shellRoot);
    }
    return reply.status(404).send({ message: `No route ${req.method} ${req.url}`, errors: {} });
  });
}

/** The paths the site has pages for: the shell's own (exact) and each remote's top-level paths (and below them). */
export interface SiteRoutes {
  shell: string[];
  remotes: string[];
}

const parsed = new Map<string, { stamp: string; value: unknown }>();

/** A JSON file as it is now: read again only when it changed (a release renames a new file in). */
function readJson(file: string): unknown {
  const { mtimeMs, size, ino } = statSync(file);
  const stamp = `${mtimeMs}:${size}:${ino}`;
  const seen = parsed.get(file);
  if (seen?.stamp === stamp) return seen.value;
  const value: unknown = JSON.parse(readFileSync(file, 'utf8'));
  parsed.set(file, { stamp, value });
  return value;
}

/**
 * Read on each page load, as a release or a rollback changes them without a restart: the shell's routes.json (its
 * `wagering.routes`, written by the build) and the remotes' routes in remotes.json. Null when either cannot be read
 * or remotes.json names no remote: then every path is served as a page and the shell alone decides.
 */
export function siteRoutes(root: string): SiteRoutes | null {
  try {
    const shell = readJson(path.join(root, 'shell', 'routes.json'));
    const config = readJson(path.join(root, 'remotes.json'));
    const remotes = Object.values((config as { remotes?: Record<string, { routes?: string[] }> }).remotes ?? {});
    // A file naming no remote is no configuration: the page may well exist, and the shell says the site cannot load.
    if (!remotes.length) return null;
    return { shell: shell as string[], remotes: remotes.flatMap((r) => r.routes ?? []) };
  } catch {
    return null;
  }
}

/** Whether a URL is one of the site's pages, as the shell's router matches them (a trailing slash is the same page). */
export function isSitePage(url: string, routes: SiteRoutes): boolean {
  const pathname = url.split(/[?#]/)[0].replace(/(.)\/+$/, '$1');
  return (
    routes.shell.includes(pathname) ||
    routes.remotes.some((base) => pathname === base || pathname.startsWith(`${base}/`))
  );
}
