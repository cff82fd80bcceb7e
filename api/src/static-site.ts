import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * Files whose URL changes when their content does: hashed bundles, and everything under a remote's release folder.
 * The test runs on the URL's file, not on the precompressed sibling (.br/.gz) that is actually sent.
 */
export const isVersioned = (urlPath: string) => {
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

/**
 * Serves the deployed front end on the API's origin (what `npm start` runs): the shell at /, each remote version
 * under /remotes/, and remotes.json. Precompressed .br/.gz siblings are sent when the browser accepts them;
 * versioned files are cached for a year as immutable; the HTML (which embeds the last-known-good remotes.json) and
 * remotes.json are never stored, so a release or a rollback reaches the next page load.
 */
export async function staticSite(app: FastifyInstance, root: string): Promise<void> {
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
    setHeaders,
    decorateReply: false,
  });
  await app.register(fastifyStatic, {
    root: shellRoot,
    prefix: '/',
    preCompressed: true,
    setHeaders,
    index: ['index.html'],
    wildcard: true,
    decorateReply: true,
  });
  app.get('/remotes.json', (_req, reply) => reply.sendFile('remotes.json', root));
  // Client-side routes: any other GET that wants HTML gets the shell's index.html.
  app.setNotFoundHandler((req, reply) => {
    if (req.method === 'GET' && !req.url.startsWith('/v1/') && !req.url.startsWith('/remotes/')) {
      reply.header('Cache-Control', 'no-store');
      return reply.sendFile('index.html', shellRoot);
    }
    return reply.status(404).send({ message: `No route ${req.method} ${req.url}`, errors: {} });
  });
}
