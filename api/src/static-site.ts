import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Files whose URL changes when their content does: hashed bundles, and everything under a remote's version folder. */
const isVersioned = (urlPath: string) => urlPath.startsWith('/remotes/') || /\.[0-9a-f]{8}\.js$/.test(urlPath);

/**
 * Serves the deployed front end on the API's origin (what `npm start` runs): the shell at /, each remote version
 * under /remotes/, and remotes.json. Precompressed .br/.gz siblings are sent when the browser accepts them;
 * versioned files are cached for a year as immutable, the HTML and remotes.json are revalidated every time.
 */
export async function staticSite(app: FastifyInstance, root: string): Promise<void> {
  const shellRoot = path.join(root, 'shell');
  const setHeaders = (reply: { header(k: string, v: string): unknown }, filePath: string) => {
    const urlPath = '/' + path.relative(root, filePath).split(path.sep).join('/').replace(/^shell\//, '');
    reply.header('Cache-Control', isVersioned(urlPath) ? 'public, max-age=31536000, immutable' : 'no-cache');
    if (urlPath.startsWith('/remotes/')) reply.header('Access-Control-Allow-Origin', '*');
  };
  await app.register(fastifyStatic, { root: path.join(root, 'remotes'), prefix: '/remotes/', preCompressed: true, setHeaders, decorateReply: false });
  await app.register(fastifyStatic, { root: shellRoot, prefix: '/', preCompressed: true, setHeaders, index: ['index.html'], wildcard: true, decorateReply: true });
  app.get('/remotes.json', (_req, reply) => {
    reply.header('Cache-Control', 'no-store');
    return reply.sendFile('remotes.json', root);
  });
  // Client-side routes: any other GET that wants HTML gets the shell's index.html.
  app.setNotFoundHandler((req, reply) => {
    if (req.method === 'GET' && !req.url.startsWith('/v1/') && !req.url.startsWith('/remotes/')) {
      reply.header('Cache-Control', 'no-cache');
      return reply.sendFile('index.html', shellRoot);
    }
    return reply.status(404).send({ message: `No route ${req.method} ${req.url}`, errors: {} });
  });
}
