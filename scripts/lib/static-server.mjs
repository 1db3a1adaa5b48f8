// Serves built apps: the shell (SPA fallback, remotes.json) and each remote (CORS, its released
// versions under /releases/). Hashed files under /static/ are cached for good; entry files
// (index.html, remoteEntry.js, mf-manifest.json, remotes.json) are revalidated on every load.
import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyCors from '@fastify/cors';
import fastifyStatic from '@fastify/static';

function cacheHeaders(res, filePath) {
  const hashed = filePath.split(path.sep).includes('static');
  res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
}

async function createServer() {
  const app = Fastify({ logger: false });
  // gzip only: the same encoding the bench measures, and cheap enough to do on every request.
  await app.register(fastifyCompress, { encodings: ['gzip'], threshold: 1024 });
  return app;
}

async function listen(app, port, host) {
  await app.listen({ port, host });
  return app;
}

/**
 * The shell: its dist folder, `/remotes.json` from `readRemotes(hostname)` and index.html for
 * every other page URL, so the client router answers deep links.
 */
export async function startShellServer({ port, host = 'localhost', distDir, readRemotes }) {
  if (!existsSync(path.join(distDir, 'index.html')))
    throw new Error(`${distDir} has no index.html; build the shell first.`);
  const app = await createServer();
  app.get('/remotes.json', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return readRemotes(request.hostname.replace(/:\d+$/, ''));
  });
  await app.register(fastifyStatic, {
    root: distDir,
    cacheControl: false,
    setHeaders: cacheHeaders,
    wildcard: true,
  });
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = ['GET', 'HEAD'].includes(request.method) && !path.extname(request.url.split('?')[0]);
    if (!wantsPage) return reply.code(404).send({ message: 'Not found' });
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
  return listen(app, port, host);
}

/** A remote: its dist folder at `/`, every deployed release under `/releases/<version>/`, CORS open. */
export async function startRemoteServer({ port, host = 'localhost', distDir, releasesDir }) {
  const app = await createServer();
  await app.register(fastifyCors, { origin: '*' });
  await app.register(fastifyStatic, { root: distDir, cacheControl: false, setHeaders: cacheHeaders });
  if (releasesDir) {
    await app.register(fastifyStatic, {
      root: releasesDir,
      prefix: '/releases/',
      decorateReply: false,
      cacheControl: false,
      setHeaders: cacheHeaders,
    });
  }
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not found' }));
  return listen(app, port, host);
}
