// Serves built apps: the shell (SPA fallback, remotes.json) and each remote (CORS, its released
// versions under /releases/). Files are sent as compressed at build time and cached by the rules
// of precompressed.mjs: hashed files under /static/ for good, entry files (index.html,
// remoteEntry.js, mf-manifest.json, routes.json) revalidated with their ETag on every load.
// Every response carries the security headers; the shell's pages carry a Content-Security-Policy
// that lets scripts, styles and requests come only from the shell, the origins listed in the
// current remotes.json and the API.
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import Fastify from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyCors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import { precompressedStaticOptions } from './precompressed.mjs';
import { createFirstScreenRenderer, createPageHandler } from './prerender-stitch.mjs';

/**
 * Every http(s) origin named anywhere in remotes.json, whatever its shape (name → manifest URL
 * today; entries that also carry routes and the API address later), so the policy follows the file.
 */
export function originsIn(value, found = new Set()) {
  if (typeof value === 'string') {
    try {
      const url = new URL(value);
      if (url.protocol === 'http:' || url.protocol === 'https:') found.add(url.origin);
    } catch {
      // Not an absolute URL (a route such as "/practice"): names no origin.
    }
  } else if (Array.isArray(value)) {
    for (const item of value) originsIn(item, found);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) originsIn(item, found);
  }
  return found;
}

/**
 * Third-party origins the browser bundles talk to when their feature is configured at build time
 * (Google sign-in, the ad pixel, Cashfree's checkout), plus CSP_EXTRA_ORIGINS (space or comma list).
 */
export function thirdPartyOrigins(env = process.env) {
  const origins = [];
  if (env.PUBLIC_GOOGLE_CLIENT_ID) origins.push('https://accounts.google.com');
  if (env.PUBLIC_META_PIXEL_ID) origins.push('https://connect.facebook.net', 'https://www.facebook.com');
  if (env.PUBLIC_CASHFREE_MODE) {
    origins.push('https://sdk.cashfree.com', 'https://api.cashfree.com', 'https://sandbox.cashfree.com');
  }
  origins.push(...(env.CSP_EXTRA_ORIGINS ?? '').split(/[\s,]+/).filter(Boolean));
  return origins;
}

/** The API's base address for the shell's pages: PUBLIC_API_URL or localhost on API_PORT. */
function apiUrlOf(env) {
  return env.PUBLIC_API_URL || `http://localhost:${Number(env.API_PORT) || 4000}/v1`;
}

/**
 * The shell page's policy. No inline script and no eval: the shell's and remotes' scripts are
 * files. Monaco's workers are same-origin blob wrappers (worker-src blob:) that importScripts the
 * practice remote's worker file (script-src lists it). Inline styles stay allowed: Monaco and the
 * Module Federation runtime insert <style> elements, and a style cannot run code.
 */
export function shellContentSecurityPolicy(origins) {
  const listed = [...new Set(origins)].join(' ');
  const sources = (...extra) => ["'self'", listed, ...extra].filter(Boolean).join(' ');
  return [
    `default-src 'self'`,
    `script-src ${sources()}`,
    `style-src ${sources("'unsafe-inline'")}`,
    `img-src ${sources('data:', 'blob:')}`,
    `font-src ${sources('data:')}`,
    `connect-src ${sources()}`,
    `frame-src ${sources()}`,
    `worker-src 'self' blob:`,
    `manifest-src 'self'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

// A remote's own pages are not meant to be opened in production (they load through the shell):
// its responses are scripts, styles and manifests, which only need the headers below.
const REMOTE_PAGE_POLICY =
  "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

function addSecurityHeaders(app, { production, pagePolicy }) {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    if (production) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) reply.header('content-security-policy', await pagePolicy());
    return payload;
  });
}

/** The shutdown defaults of every process (docs/OPERATIONS.md): SHUTDOWN_DRAIN_MS, SHUTDOWN_TIMEOUT_MS. */
export function shutdownSettings(env = process.env) {
  const number = (value, fallback) => (/^\d+$/.test(value ?? '') ? Number(value) : fallback);
  return {
    drainMs: number(env.SHUTDOWN_DRAIN_MS, 5_000),
    timeoutMs: number(env.SHUTDOWN_TIMEOUT_MS, 20_000),
  };
}

/** Access logs are on in production and with ACCESS_LOG=on (`npm start`); tests and benches stay quiet. */
function defaultAccessLog(env) {
  const wanted = env.ACCESS_LOG ? env.ACCESS_LOG === 'on' : env.NODE_ENV === 'production';
  return wanted ? (line) => process.stdout.write(line) : null;
}

/**
 * One JSON line per request (the API's pino lines have the same time and level fields), with the
 * request id taken from `x-request-id` when a proxy set one, and sent back.
 */
function addAccessLog(app, { server, write }) {
  if (!write) return;
  app.addHook('onRequest', async (request, reply) => {
    const incoming = request.headers['x-request-id'];
    request.accessId =
      typeof incoming === 'string' && /^[\w.:-]{1,128}$/.test(incoming) ? incoming : randomUUID();
    reply.header('x-request-id', request.accessId);
  });
  app.addHook('onResponse', async (request, reply) => {
    const line = {
      level: 30,
      time: Date.now(),
      server,
      msg: 'request',
      request_id: request.accessId,
      method: request.method,
      url: request.url,
      status: reply.statusCode,
      duration_ms: Math.round(reply.elapsedTime * 10) / 10,
      bytes: Number(reply.getHeader('content-length')) || undefined,
      remote_address: request.ip,
      user_agent: request.headers['user-agent'],
    };
    write(`${JSON.stringify(line)}\n`);
  });
}

/**
 * Probes for a balancer and the graceful stop behind them: `stopGracefully()` turns
 * `/health/ready` to 503 at once, keeps serving for the drain period (answers then end their
 * keep-alive connection), closes (in-flight requests finish, idle sockets close) and cuts whatever
 * is left at the timeout.
 */
function addLifecycle(app, env) {
  let draining = false;
  app.get('/health/live', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
  app.get('/health/ready', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (draining) return reply.code(503).send({ status: 'shutting down' });
    return { status: 'ok' };
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (draining) reply.header('connection', 'close');
    return payload;
  });
  let stopping;
  app.decorate('stopGracefully', (settings = shutdownSettings(env)) => {
    stopping ??= (async () => {
      draining = true;
      const forced = setTimeout(() => app.server.closeAllConnections(), settings.timeoutMs);
      forced.unref();
      try {
        await new Promise((done) => setTimeout(done, Math.min(settings.drainMs, settings.timeoutMs)));
        await app.close();
      } finally {
        clearTimeout(forced);
      }
    })();
    return stopping;
  });
}

async function createServer({ server, env, accessLog }) {
  const app = Fastify({ logger: false });
  addAccessLog(app, { server, write: accessLog === undefined ? defaultAccessLog(env) : accessLog });
  addLifecycle(app, env);
  // Only for what is not a built file (the stitched pages, remotes.json, error bodies): static files
  // are sent in the encoding written at build time, which this plugin leaves alone. Brotli at
  // quality 4 compresses a page about as well as gzip -9 in a fraction of quality 11's time.
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  return app;
}

async function listen(app, port, host) {
  await app.listen({ port, host });
  return app;
}

/**
 * The shell: its dist folder, `/remotes.json` from `readRemotes()` and index.html for every other
 * page URL, so the client router answers deep links. `readRemotes` takes no request data: the
 * remotes come from the deploy state or configuration, never from the Host header.
 * `renderFirstScreens: false` sends data screens with their build-time skeleton only (to compare).
 */
export async function startShellServer({
  port,
  host = 'localhost',
  distDir,
  readRemotes,
  env = process.env,
  production = env.NODE_ENV === 'production',
  renderFirstScreens = true,
  accessLog,
}) {
  if (!existsSync(path.join(distDir, 'index.html')))
    throw new Error(`${distDir} has no index.html; build the shell first.`);
  const app = await createServer({ server: 'shell', env, accessLog });
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
    const wantsPage = ['GET', 'HEAD'].includes(request.method) && !path.extname(request.url.split('?')[0]);
    if (!wantsPage) return reply.code(404).send({ message: 'Not found' });
    return sendPage(request, reply);
  });
  return listen(app, port, host);
}

/**
 * A remote: its dist folder at `/`, every deployed release under `/releases/<version>/`, CORS open.
 * Both servers answer `/health/live` and `/health/ready`, log each request (see defaultAccessLog) and
 * stop with `stopGracefully()`.
 */
export async function startRemoteServer({
  port,
  host = 'localhost',
  distDir,
  releasesDir,
  env = process.env,
  production = env.NODE_ENV === 'production',
  accessLog,
  name = 'remote',
}) {
  const app = await createServer({ server: name, env, accessLog });
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
  return listen(app, port, host);
}
