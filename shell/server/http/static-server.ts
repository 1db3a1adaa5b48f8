// Serves built apps: the shell (SPA fallback, remotes.json, stitched pages) and each remote (CORS,
// its released versions under /releases/). Files are sent as compressed at build time and cached by
// the rules of precompressed.ts; every response carries the security headers
// (security-headers.ts); both servers answer the health probes, stop gracefully (lifecycle.ts) and
// log each request (access-log.ts).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { createFirstScreenRenderer } from '../first-screens/first-screen-renderer.ts';
import { createPageHandler } from '../pages/page-handler.ts';
import { addAccessLog, defaultAccessLog, type WriteLine } from './access-log.ts';
import { addLifecycle } from './lifecycle.ts';
import { precompressedStaticOptions } from './precompressed.ts';
import {
  REMOTE_PAGE_POLICY,
  addSecurityHeaders,
  apiUrlOf,
  originsIn,
  shellContentSecurityPolicy,
  thirdPartyOrigins,
} from './security-headers.ts';

type Env = Record<string, string | undefined>;

interface ServerOptions {
  port: number;
  host?: string;
  distDir: string;
  env?: Env;
  production?: boolean;
  /** A line writer for the access log, null for none; by default defaultAccessLog(env). */
  accessLog?: WriteLine | null;
}

/**
 * A Fastify app with the access log, the probes and graceful stop, and compression, plus the
 * options' defaults: localhost, process.env, production when NODE_ENV says so.
 */
async function createServer(server: string, options: ServerOptions) {
  const env = options.env ?? process.env;
  const fastify = Fastify({ logger: false });
  addAccessLog(fastify, {
    server,
    write: options.accessLog === undefined ? defaultAccessLog(env) : options.accessLog,
  });
  const app = addLifecycle(fastify, env);
  // Only for what is not a built file (the stitched pages, remotes.json, error bodies): static files
  // are sent in the encoding written at build time, which this plugin leaves alone. Brotli at
  // quality 4 compresses a page about as well as gzip -9 in a fraction of quality 11's time.
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  const production = options.production ?? env.NODE_ENV === 'production';
  const listen = async () => {
    await app.listen({ port: options.port, host: options.host ?? 'localhost' });
    return app;
  };
  return { app, env, production, listen };
}

/**
 * The shell: its dist folder, `/remotes.json` from `readRemotes()` and the stitched page for every
 * other page URL, so the client router answers deep links. `readRemotes` takes no request data:
 * the remotes come from the deploy state or configuration, never from the Host header.
 * `renderFirstScreens: false` sends data screens with their build-time skeleton only (to compare).
 */
export async function startShellServer(
  options: ServerOptions & { readRemotes: () => Promise<unknown>; renderFirstScreens?: boolean },
) {
  const { distDir, readRemotes, renderFirstScreens = true } = options;
  if (!existsSync(path.join(distDir, 'index.html')))
    throw new Error(`${distDir} has no index.html; build the shell first.`);
  const { app, env, production, listen } = await createServer('shell', options);
  const pagePolicy = async () =>
    shellContentSecurityPolicy([
      ...originsIn(await readRemotes()),
      new URL(apiUrlOf(env)).origin,
      ...thirdPartyOrigins(env),
    ]);
  addSecurityHeaders(app, { production, pagePolicy });
  app.get('/remotes.json', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return readRemotes();
  });
  await app.register(fastifyStatic, precompressedStaticOptions({ root: distDir, wildcard: true }));
  // Remote releases' render bundles run in worker threads of this process: stopped with the server.
  const firstScreens = renderFirstScreens ? createFirstScreenRenderer() : null;
  if (firstScreens) app.addHook('onClose', () => firstScreens.close());
  const sendPage = createPageHandler({ distDir, readRemotes, renderFirstScreen: firstScreens?.render });
  // '/' is a page like any other: stitched, not the bare index.html.
  app.get('/', sendPage);
  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      ['GET', 'HEAD'].includes(request.method) && !path.extname(request.url.split('?')[0] ?? '');
    if (!wantsPage) return reply.code(404).send({ message: 'Not found' });
    return sendPage(request, reply);
  });
  return listen();
}

/** A remote: its dist folder at `/`, every deployed release under `/releases/<version>/`, CORS open. */
export async function startRemoteServer(options: ServerOptions & { releasesDir?: string; name?: string }) {
  const { distDir, releasesDir } = options;
  const { app, production, listen } = await createServer(options.name ?? 'remote', options);
  addSecurityHeaders(app, { production, pagePolicy: async () => REMOTE_PAGE_POLICY });
  await app.register(fastifyCors, { origin: '*' });
  await app.register(fastifyStatic, precompressedStaticOptions({ root: distDir }));
  if (releasesDir) {
    await app.register(
      fastifyStatic,
      precompressedStaticOptions({ root: releasesDir, prefix: '/releases/', decorateReply: false }),
    );
  }
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not found' }));
  return listen();
}
