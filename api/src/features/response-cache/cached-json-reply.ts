import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ResponseCache } from './response-cache';

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

/**
 * Serves a public JSON response from the cache, or produces, stores and serves it. Responses carry an
 * ETag and a Cache-Control whose max-age is what is left of the entry's lifetime, so a browser or CDN
 * holding it never shows anything older than the server's own cache would; If-None-Match gets a 304.
 * `shared: false` (a signed-in caller) still uses the server's cache but asks caches in between to keep
 * the response private.
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
  const age = Math.floor((Date.now() - entry.createdAt) / 1000);
  const maxAge = Math.max(0, cache.ttlSeconds - age);
  reply
    .header('cache-control', `${options.shared ? 'public' : 'private'}, max-age=${maxAge}`)
    .header('etag', entry.etag)
    .header('x-cache', hit ? 'HIT' : 'MISS');
  // An administrator's copy of an opening differs (drafts, the link): shared caches must key on it.
  addVary(reply, 'Cookie');
  if (matchesEtag(request, entry.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(entry.body);
}
