import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import type { RedisCircuit } from '../redis/redis-circuit';

/**
 * While Redis is down an invalidation cannot reach the other replicas: each serves what it holds for at most
 * this long (instead of the full TTL), so a change made through another replica shows within it.
 */
export const OUTAGE_TTL_MS = 2000;

export type CachedResponse = {
  /** The serialized JSON, exactly as the route would have sent it. */
  body: string;
  etag: string;
  /** Epoch milliseconds when the body was produced: nothing is served older than the TTL. */
  createdAt: number;
};

export type ResponseCache = {
  readonly ttlSeconds: number;
  /** A read pins the generation it saw: the body it produces is stored under that one. */
  lookup(key: string): Promise<{ hit?: CachedResponse; store: (body: string) => Promise<CachedResponse> }>;
  /**
   * Remembers that a request URL, already validated by its route, is answered by the entry under `key`,
   * so the next visitor asking for the same URL is served before validation and the handler run.
   */
  rememberUrl(url: string, key: string): void;
  /** This process's fresh entry for a remembered URL; never reads Redis, so it costs no round trip. */
  peekUrl(url: string): CachedResponse | undefined;
  /** Forgets every cached response on this process and, with Redis, on every replica. */
  invalidate(): Promise<void>;
  close(): Promise<void>;
};

type Options = {
  ttlSeconds: number;
  maxEntries?: number;
  maxBytes?: number;
  /** Shared mode: entries in Redis, invalidations published to every replica. */
  redis?: Redis;
  /** With `redis`: whether it may be used now. While it is open the cache is per process, entries short-lived. */
  circuit?: RedisCircuit;
  /** Names the keys and the channel, so deployments (and test runs) sharing one Redis stay apart. */
  keyPrefix?: string;
  onError?: (error: unknown) => void;
};

/** Weak: the same JSON may travel plain, gzip or br, which are equivalent but not byte-identical. */
export function etagOf(body: string): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/**
 * A short-lived cache of public JSON responses. Every process keeps an LRU in memory; with Redis the
 * entries are shared too, under a generation number that an invalidation increments (INCR) and
 * announces (PUBLISH), so a replica that misses the message still stops reading old entries within
 * one TTL: it re-reads the generation on that timer.
 */
export async function createResponseCache(options: Options): Promise<ResponseCache> {
  const ttlMs = options.ttlSeconds * 1000;
  const prefix = options.keyPrefix ?? 'referrals:response-cache';
  const generationKey = `${prefix}:generation`;
  const invalidationChannel = `${prefix}:invalidated`;
  const onError = options.onError ?? (() => undefined);
  // Bounded by bytes as well as entries: every distinct search text makes a key, and keys come from visitors.
  const local = new LRUCache<string, CachedResponse>({
    max: options.maxEntries ?? 5000,
    maxSize: options.maxBytes ?? 32 * 1024 * 1024,
    sizeCalculation: (entry, key) => entry.body.length + key.length,
    ttl: ttlMs,
  });
  // URL → key, filled only after a route validated the URL: unvalidated input never reaches an entry.
  const urls = new LRUCache<string, string>({ max: options.maxEntries ?? 5000, ttl: ttlMs || 1 });
  const { redis, circuit } = options;
  /** Redis is configured but may not be used now: no request waits on it, and entries live `OUTAGE_TTL_MS`. */
  const redisDown = () => redis !== undefined && circuit !== undefined && !circuit.available;
  /** A command under the circuit's wait limit (a plain call without a circuit, as in unit tests). */
  const ask = <T>(command: (client: Redis) => Promise<T>): Promise<T> =>
    circuit ? circuit.run(command) : command(redis!);
  let generation = 0;

  const adoptGeneration = (value: number) => {
    if (value !== generation) {
      generation = value;
      local.clear();
      urls.clear();
    }
  };
  const readGeneration = async () => {
    if (!redis || redisDown()) return;
    adoptGeneration(Number((await redis.get(generationKey)) ?? 0));
  };

  let subscriber: Redis | undefined;
  let refreshTimer: NodeJS.Timeout | undefined;
  if (redis && ttlMs > 0) {
    await readGeneration();
    // Connected before it subscribes: commands on a connection not yet up fail at once (no offline queue).
    subscriber = redis.duplicate({ lazyConnect: true });
    subscriber.on('error', onError);
    await subscriber.connect();
    subscriber.on('message', (_channel, message) => adoptGeneration(Number(message)));
    // After a reconnection, messages sent meanwhile are lost: read the number again.
    subscriber.on('ready', () => void readGeneration().catch(onError));
    await subscriber.subscribe(invalidationChannel);
    refreshTimer = setInterval(() => void readGeneration().catch(onError), Math.max(1000, ttlMs / 3));
    refreshTimer.unref();
  }

  const sharedKey = (pinned: number, key: string) => `${prefix}:${pinned}:${key}`;
  const fresh = (entry: CachedResponse | undefined) =>
    entry && Date.now() - entry.createdAt < (redisDown() ? Math.min(ttlMs, OUTAGE_TTL_MS) : ttlMs)
      ? entry
      : undefined;

  return {
    ttlSeconds: options.ttlSeconds,

    async lookup(key) {
      const pinned = generation;
      const store = async (body: string) => {
        const entry = { body, etag: etagOf(body), createdAt: Date.now() };
        // An invalidation while the body was being produced makes it stale already: serve it, keep it not.
        if (ttlMs === 0 || pinned !== generation) return entry;
        local.set(key, entry);
        if (redis && !redisDown()) {
          await ask((client) => client.set(sharedKey(pinned, key), JSON.stringify(entry), 'PX', ttlMs)).catch(
            onError,
          );
        }
        return entry;
      };
      if (ttlMs === 0) return { store };
      const inMemory = fresh(local.get(key));
      if (inMemory || !redis || redisDown()) return { hit: inMemory, store };
      const shared = await ask((client) => client.get(sharedKey(pinned, key))).catch((error: unknown) => {
        onError(error);
        return null;
      });
      const entry = fresh(shared ? (JSON.parse(shared) as CachedResponse) : undefined);
      if (entry && pinned === generation) {
        local.set(key, entry, { ttl: ttlMs - (Date.now() - entry.createdAt) });
        return { hit: entry, store };
      }
      return { store };
    },

    rememberUrl(url, key) {
      if (ttlMs > 0 && local.has(key)) urls.set(url, key);
    },

    peekUrl(url) {
      const key = urls.get(url);
      return key === undefined ? undefined : fresh(local.get(key));
    },

    async invalidate() {
      if (!redis) {
        adoptGeneration(generation + 1);
        return;
      }
      try {
        const next = await ask((client) => client.incr(generationKey));
        adoptGeneration(next);
        await ask((client) => client.publish(invalidationChannel, String(next)));
      } catch (error) {
        // The change itself is saved; this process at least forgets at once, the others within a TTL
        // (within OUTAGE_TTL_MS when their circuit is open too).
        local.clear();
        urls.clear();
        onError(error);
      }
    },

    async close() {
      if (refreshTimer) clearInterval(refreshTimer);
      if (subscriber) await subscriber.quit().catch(() => subscriber?.disconnect());
    },
  };
}
