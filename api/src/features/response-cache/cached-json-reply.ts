import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { OutgoingHttpHeaders } from 'node:http';
import { LRUCache } from 'lru-cache';
import type { CachedResponse, ResponseCache } from './response-cache';

/** Below this, compression saves less than it costs (the same threshold as the compress plugin). */
const COMPRESS_THRESHOLD_BYTES = 1024;

const opaqueTag = (tag: string) => tag.trim().replace(/^W\//, '');

/** If-None-Match compares weakly (RFC 9110 §13.1.2). */
function matchesEtag(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((tag) => tag.trim() === '*' || opaqueTag(tag) === opaqueTag(etag));
}

function addVary(reply: FastifyReply, field: string) {
  const current = reply.getHeader('vary');
  const fields = current
    ? String(current)
        .split(',')
        .map((item) => item.trim())
    : [];
  if (!fields.some((item) => item.toLowerCase() === field.toLowerCase())) fields.push(field);
  reply.header('vary', fields.join(', '));
}

/** The compress plugin's encodings, in its order of preference. */
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

/**
 * Each entry is compressed once per encoding, the first time a client asks for it, instead of once per
 * response: a cache hit then costs no compression at all. Kept beside the entry (not in it) so what is
 * shared through Redis stays the plain JSON.
 */
const encodedBodies = new WeakMap<CachedResponse, Partial<Record<Encoding, Buffer>>>();

/** The negotiation the compress plugin does (its own library), so every answer picks alike. */
function preferredEncoding(request: FastifyRequest): Encoding | undefined {
  const accepted = request.headers['accept-encoding'];
  return accepted ? (negotiate(accepted, [...ENCODINGS]) ?? undefined) : undefined;
}

function encodedBody(entry: CachedResponse, encoding: Encoding): Buffer {
  const known = encodedBodies.get(entry) ?? {};
  let body = known[encoding];
  if (!body) {
    body =
      encoding === 'br'
        ? // Quality 5 compresses feed JSON within a few percent of 11 at a tenth of the cost.
          brotliCompressSync(entry.body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })
        : gzipSync(entry.body);
    encodedBodies.set(entry, { ...known, [encoding]: body });
  }
  return body;
}

function sendEntry(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: ResponseCache,
  entry: CachedResponse,
  options: { shared: boolean; hit: boolean },
): FastifyReply {
  const age = Math.floor((Date.now() - entry.createdAt) / 1000);
  const maxAge = Math.max(0, cache.ttlSeconds - age);
  reply
    .header('cache-control', `${options.shared ? 'public' : 'private'}, max-age=${maxAge}`)
    .header('etag', entry.etag)
    .header('x-cache', options.hit ? 'HIT' : 'MISS');
  // An administrator's copy of an opening differs (drafts, the link): shared caches must key on it.
  addVary(reply, 'Cookie');
  if (matchesEtag(request, entry.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  if (entry.body.length < COMPRESS_THRESHOLD_BYTES) return reply.send(entry.body);
  addVary(reply, 'Accept-Encoding');
  const encoding = preferredEncoding(request);
  if (!encoding) return reply.send(entry.body);
  // A set Content-Encoding tells the compress plugin the body is compressed already.
  return reply.header('content-encoding', encoding).send(encodedBody(entry, encoding));
}

/**
 * Serves a public JSON response from the cache, or produces, stores and serves it. Responses carry an
 * ETag and a Cache-Control whose max-age is what is left of the entry's lifetime, so a browser or CDN
 * holding it never shows anything older than the server's own cache would; If-None-Match gets a 304.
 * `shared: false` (a signed-in caller) still uses the server's cache but asks caches in between to keep
 * the response private. A visitor's URL is remembered, so the next visitor asking for it is answered by
 * `answerRememberedUrlEarly` before the other request hooks, validation and the handler.
 */
export async function replyWithCachedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: ResponseCache,
  key: string,
  produce: () => Promise<unknown>,
  options: { shared: boolean },
): Promise<FastifyReply> {
  const { hit, store } = await cache.lookup(key);
  const entry = hit ?? (await store(String(reply.serialize(await produce()))));
  if (options.shared && !request.user) {
    cache.rememberUrl(request.url, key);
    rememberHookHeaders(cache, request, reply);
  }
  return sendEntry(request, reply, cache, entry, { shared: options.shared, hit: Boolean(hit) });
}

/** Set per request by the rate limiter, so never replayed from memory. */
const RATE_LIMIT_HEADERS = new Set([
  'x-ratelimit-limit',
  'x-ratelimit-remaining',
  'x-ratelimit-reset',
  'retry-after',
]);

/**
 * What the request hooks (helmet's security headers, CORS) gave a visitor's cached answer, per route and
 * Origin: those hooks read nothing else of a GET without cookies, so the next such request gets the same.
 */
const hookHeadersByCache = new WeakMap<ResponseCache, LRUCache<string, OutgoingHttpHeaders>>();

const hookHeadersKey = (request: FastifyRequest) =>
  `${request.routeOptions.url ?? ''} ${request.headers.origin ?? ''}`;

/** Only requests an early answer may take: a GET without cookies on a route under the global rate limit. */
function answerableEarly(request: FastifyRequest): boolean {
  return (
    request.method === 'GET' &&
    request.headers.cookie === undefined &&
    request.routeOptions.config?.rateLimit === undefined
  );
}

function rememberHookHeaders(cache: ResponseCache, request: FastifyRequest, reply: FastifyReply) {
  if (!answerableEarly(request)) return;
  const headers = Object.fromEntries(
    Object.entries(reply.getHeaders()).filter(([name]) => !RATE_LIMIT_HEADERS.has(name.toLowerCase())),
  );
  // A hook that set a cookie answers this visitor alone: such an answer is never replayed.
  if (Object.keys(headers).some((name) => name.toLowerCase() === 'set-cookie')) return;
  let remembered = hookHeadersByCache.get(cache);
  if (!remembered) {
    // Bounded: the Origin header is the visitor's to choose.
    remembered = new LRUCache({ max: 256 });
    hookHeadersByCache.set(cache, remembered);
  }
  remembered.set(hookHeadersKey(request), headers);
}

/**
 * The app's first onRequest hook: a visitor's GET without cookies for a URL a visitor was served from the
 * cache before gets that cached answer here, with the headers the other request hooks gave the same route
 * and Origin last time, instead of running them again. What it skips does nothing for such a request: no
 * cookie means no session to read; the Origin check only looks at state-changing methods; the route's
 * validation, input guard and handler already accepted this exact URL; helmet's and CORS's headers depend
 * on nothing but the route's configuration and the Origin. The request still counts against the same rate
 * limit (the Redis store when configured), and past it gets the same 429. Anything else takes the full path.
 */
export function answerRememberedUrlEarly(app: FastifyInstance): onRequestAsyncHookHandler {
  let countRequest: ReturnType<FastifyInstance['rateLimit']> | undefined;
  return async function answerFromCacheEarly(request, reply) {
    if (!answerableEarly(request)) return;
    const cache = app.responseCache;
    const entry = cache.peekUrl(request.url);
    if (!entry) return;
    const headers = hookHeadersByCache.get(cache)?.get(hookHeadersKey(request));
    if (!headers) return;
    reply.headers(headers);
    // The route's own limiter (no route configures another, checked above): same counters, and once it
    // ran here the route's hook does not count the request again.
    countRequest ??= app.rateLimit();
    await countRequest.call(app, request, reply);
    return sendEntry(request, reply, cache, entry, { shared: true, hit: true });
  };
}
