import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { REDIS_WAIT_LIMIT_MS, type RedisCircuit } from '../redis/redis-circuit';
import { RouteLimitStore, redisCountCommand } from './route-limit-store';

type IncrResult = { current: number; ttl: number };
type IncrCallback = (error: Error | null, result?: IncrResult) => void;

/** A sync is background work: it may take as long as ioredis's command timeout before it counts as failed. */
const SYNC_WAIT_LIMIT_MS = 1000;

type Entry = {
  windowMs: number;
  /** The key's total in Redis at the last answer: every replica's requests, this process's sent ones included. */
  redisTotal: number;
  /** Requests counted here and not sent yet. */
  unsent: number;
  /** Requests in the round trip now in flight. */
  sending: number;
  /** Requests counted here in this window: the order in which those waiting for an answer are decided. */
  counted: number;
  /** When the round trip behind `redisTotal` was sent (0: Redis never answered for this window). */
  refreshedAt: number;
  /** This process's last request for the client. */
  lastSeenAt: number;
  /** Epoch ms at which the window ends, from Redis's TTL (or local while Redis has not answered). */
  expiresAt: number;
  roundTrip?: Promise<void>;
  /** A request gave up waiting for this round trip: the others decide here until it settles. */
  roundTripTooSlow?: boolean;
};

export type BatchedStoreOptions = {
  redis: Redis;
  /** Says whether Redis may be used now; while it is open every count stays in the process. */
  circuit: RedisCircuit;
  /** The official store's nameSpace: the global limit's keys are `${keyPrefix}${client key}`. */
  keyPrefix: string;
  /** How often counts go to Redis; a client back after twice this waits for one round trip. */
  syncIntervalMs: number;
  /** How long a request waits for Redis before it is decided on this process's count alone (`REDIS_WAIT_MS`). */
  waitLimitMs?: number;
  /** Clients remembered at once; an evicted client's unsent count is still sent. */
  maxKeys?: number;
  /** Called once when syncing starts failing and once when it works again (not per request). */
  onSyncFailing?: (error: unknown) => void;
  onSyncRecovered?: () => void;
};

export type BatchedStore = {
  /** For @fastify/rate-limit's `store` option: every instance the plugin makes shares these counts. */
  Store: FastifyRateLimitStoreCtor;
  /** Sends what is unsent and stops the timer; call before the Redis connection closes. */
  close(): Promise<void>;
};

/**
 * A global rate-limit store that counts locally and syncs with Redis in batches (as Kong's rate-limiting
 * plugin's `sync_rate`): a request costs a map lookup instead of a Redis round trip.
 *
 * - Each process keeps, per client key, the total Redis last reported and its own requests since. The
 *   count a request sees is that total plus this process's requests not yet in it.
 * - Every `syncIntervalMs` the clients with new requests are sent (one INCRBY+PTTL script per client, all in
 *   one pipeline) and their totals and window ends read back.
 * - A request waits for one round trip when this process has no total from Redis for its client in this
 *   window (the client's first request here) or had not seen the client for two intervals (a client coming
 *   back); the client's other requests meanwhile join that round trip. A burst is so checked against the
 *   shared total, and a client seen less often costs what the official store costs. A busy client's view is
 *   renewed by the sync every interval and its requests never wait, even while Redis is slow: waiting
 *   whenever the view had aged past a bound held up every request in flight each time a round trip was
 *   slow, which cost a quarter of the throughput on a busy machine.
 * - Staleness and overshoot: another replica's request reaches Redis within one interval and a busy client's
 *   view here within one more, so once the shared total passes the max every replica refuses within two
 *   intervals plus round trips: at most (that client's request rate over all replicas × 2 × (interval +
 *   round trip)) beyond the max. Each replica also counts its own, so never more than the max per replica.
 * - Redis errors or a Redis not connected: requests are decided on the local count (never an error), and
 *   the unsent count is sent when Redis answers again, within the same window.
 *
 * Only the global limit uses it. `child()` (a route's own `config.rateLimit`, or `app.rateLimit(options)`)
 * returns a `RouteLimitStore`: exact per request, under the official store's key names, falling back to
 * per-process counts while Redis is unavailable.
 */
export function batchedRedisStore(options: BatchedStoreOptions): BatchedStore {
  const { redis, circuit, keyPrefix, syncIntervalMs } = options;
  const waitLimitMs = options.waitLimitMs ?? REDIS_WAIT_LIMIT_MS;
  const freshForMs = 2 * syncIntervalMs;
  const count = redisCountCommand(redis);
  const routeLimitRoot = new RouteLimitStore(circuit, count, keyPrefix);
  // Through the circuit: a failing or frozen Redis opens it, and while it is open nothing is sent.
  const syncCommand = (key: string, increment: number, windowMs: number) =>
    circuit.run(() => count(key, increment, windowMs), SYNC_WAIT_LIMIT_MS);

  /** Clients evicted with a count not sent yet: sent with the next sync, for the window they belong to. */
  const evictedUnsent = new Map<string, { increment: number; windowMs: number; expiresAt: number }>();
  const entries = new LRUCache<string, Entry>({
    max: options.maxKeys ?? 100_000,
    dispose: (entry, key, reason) => {
      if (reason !== 'evict' || entry.unsent === 0) return;
      const known = evictedUnsent.get(key);
      evictedUnsent.set(key, {
        increment: (known?.increment ?? 0) + entry.unsent,
        windowMs: entry.windowMs,
        expiresAt: entry.expiresAt,
      });
      scheduleSync();
    },
  });
  const dirty = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  let failing = false;

  const redisReady = () => circuit.available;

  const syncSucceeded = () => {
    if (!failing) return;
    failing = false;
    options.onSyncRecovered?.();
  };
  const syncFailed = (error: unknown) => {
    if (failing) return;
    failing = true;
    options.onSyncFailing?.(error);
  };

  function scheduleSync() {
    if (timer || closed) return;
    timer = setTimeout(syncDirty, syncIntervalMs);
    // Counts not yet sent never keep the process alive: close() sends them.
    timer.unref();
  }

  function markDirty(key: string) {
    dirty.add(key);
    scheduleSync();
  }

  function sync(key: string, entry: Entry): Promise<void> {
    const increment = entry.unsent;
    entry.unsent = 0;
    entry.sending = increment;
    const sentAt = Date.now();
    const roundTrip = syncCommand(keyPrefix + key, increment, entry.windowMs).then(
      ([total, ttl]) => {
        entry.redisTotal = Number(total);
        entry.sending = 0;
        entry.refreshedAt = sentAt;
        entry.expiresAt = sentAt + Number(ttl);
        entry.roundTrip = undefined;
        entry.roundTripTooSlow = false;
        syncSucceeded();
        if (entry.unsent > 0) markDirty(key);
      },
      (error: unknown) => {
        // Still counted here; sent with a later sync.
        entry.unsent += entry.sending;
        entry.sending = 0;
        entry.roundTrip = undefined;
        entry.roundTripTooSlow = false;
        syncFailed(error);
        markDirty(key);
      },
    );
    entry.roundTrip = roundTrip;
    return roundTrip;
  }

  function syncEvicted() {
    const now = Date.now();
    for (const [key, evicted] of evictedUnsent) {
      evictedUnsent.delete(key);
      if (evicted.expiresAt <= now) continue;
      syncCommand(keyPrefix + key, evicted.increment, evicted.windowMs).then(syncSucceeded, (error) => {
        syncFailed(error);
        const known = evictedUnsent.get(key);
        evictedUnsent.set(key, { ...evicted, increment: evicted.increment + (known?.increment ?? 0) });
        scheduleSync();
      });
    }
  }

  function syncDirty() {
    timer = undefined;
    if (!redisReady()) {
      // ioredis would queue the commands until it reconnects: keep counting here and try again later.
      if (dirty.size > 0 || evictedUnsent.size > 0) scheduleSync();
      return;
    }
    const now = Date.now();
    for (const key of dirty) {
      const entry = entries.peek(key);
      if (!entry || entry.unsent === 0 || entry.expiresAt <= now) {
        // Gone, nothing new, or its window is over (what was unsent belonged to that window).
        dirty.delete(key);
      } else if (!entry.roundTrip) {
        dirty.delete(key);
        void sync(key, entry);
      }
      // With a round trip in flight the key stays dirty: its answer schedules the next sync.
    }
    syncEvicted();
  }

  /** The count for the request that was the `position`-th of this window here. */
  function answer(entry: Entry, position: number): IncrResult {
    const current = entry.redisTotal + entry.sending + entry.unsent - (entry.counted - position);
    return { current, ttl: Math.max(0, entry.expiresAt - Date.now()) };
  }

  function waitAtMost(roundTrip: Promise<void>, entry: Entry): Promise<void> {
    return new Promise((resolve) => {
      const giveUp = setTimeout(() => {
        // Redis is slow or stuck: decide here, and let this client's next requests not wait for the
        // same round trip again (it ends with Redis's answer or the client's command timeout).
        entry.roundTripTooSlow = true;
        resolve();
      }, waitLimitMs);
      void roundTrip.then(() => {
        clearTimeout(giveUp);
        resolve();
      });
    });
  }

  function incr(key: string, callback: IncrCallback, windowMs: number) {
    const now = Date.now();
    let entry = entries.get(key);
    if (!entry || entry.expiresAt <= now) {
      entry = {
        windowMs,
        redisTotal: 0,
        unsent: 0,
        sending: 0,
        counted: 0,
        refreshedAt: 0,
        lastSeenAt: 0,
        expiresAt: now + windowMs,
      };
      entries.set(key, entry);
    }
    entry.unsent += 1;
    entry.counted += 1;
    const position = entry.counted;
    const cameBack = now - entry.lastSeenAt >= freshForMs;
    entry.lastSeenAt = now;
    if ((entry.refreshedAt > 0 && !cameBack) || entry.roundTripTooSlow || !redisReady()) {
      markDirty(key);
      callback(null, answer(entry, position));
      return;
    }
    const current = entry;
    void waitAtMost(current.roundTrip ?? sync(key, current), current).then(() =>
      callback(null, answer(current, position)),
    );
  }

  class BatchedRedisStore implements FastifyRateLimitStore {
    private readonly defaultWindowMs: number;

    constructor(globalParams: { timeWindow?: unknown }) {
      this.defaultWindowMs = typeof globalParams.timeWindow === 'number' ? globalParams.timeWindow : 60_000;
    }

    incr(key: string, callback: IncrCallback, windowMs: number = this.defaultWindowMs): void {
      incr(key, callback, windowMs);
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      return routeLimitRoot.child(routeOptions);
    }
  }

  return {
    Store: BatchedRedisStore,
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      if (!redisReady()) return;
      const now = Date.now();
      const sent: Array<Promise<void>> = [];
      for (const key of dirty) {
        const entry = entries.peek(key);
        if (entry && entry.unsent > 0 && entry.expiresAt > now) {
          // A round trip in flight leaves this entry's newer requests unsent: they follow it.
          const pending = entry.roundTrip ?? Promise.resolve();
          sent.push(pending.then(() => (entry.unsent > 0 ? sync(key, entry) : undefined)));
        }
      }
      dirty.clear();
      syncEvicted();
      // Bounded: a stuck Redis must not hold the shutdown.
      await Promise.race([
        Promise.all(sent),
        new Promise((resolve) => setTimeout(resolve, waitLimitMs).unref()),
      ]);
    },
  };
}
