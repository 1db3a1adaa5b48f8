import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import type { RedisCircuit } from '../redis/redis-circuit';
import { ProcessCounts, type RateLimitCount } from './process-counts';

type IncrCallback = (error: Error | null, result?: RateLimitCount) => void;
type CountCommand = (key: string, increment: number, windowMs: number) => Promise<[number, number]>;

/**
 * Adds `increment` to a limit's key and reads back the total and the window's remaining life. The window starts
 * with the key's first increment (PEXPIRE when it has no TTL): the keys and windows of `@fastify/rate-limit`'s
 * own Redis store, which every limit here counts in the same way.
 */
const COUNT_SCRIPT = `
local total = redis.call('INCRBY', KEYS[1], ARGV[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  ttl = tonumber(ARGV[2])
end
return {total, ttl}
`;

/** The script as a command on this connection (defined once per connection). */
export function redisCountCommand(redis: Redis): CountCommand {
  const withCommand = redis as unknown as { rateLimitCount?: CountCommand };
  if (!withCommand.rateLimitCount) {
    redis.defineCommand('rateLimitCount', { numberOfKeys: 1, lua: COUNT_SCRIPT });
  }
  return (key, increment, windowMs) =>
    (redis as unknown as { rateLimitCount: CountCommand }).rateLimitCount(key, increment, windowMs);
}

/** What `@fastify/rate-limit` passes to `child()`: the route's merged options, with the route itself. */
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0] & {
  routeInfo?: { method?: unknown; url?: unknown };
};

/**
 * The store of every route limit (`config.rateLimit`, `app.rateLimit(options)`): one Redis round trip per
 * request, exact across replicas, through the Redis circuit. When the circuit is open, or the round trip
 * fails or takes longer than the circuit's wait limit, the request is counted in this process instead
 * (`ProcessCounts`), so a route limit keeps holding during an outage; when Redis answers again the
 * shared counts resume (what was counted here meanwhile is not added to them).
 */
export class RouteLimitStore implements FastifyRateLimitStore {
  constructor(
    private readonly circuit: RedisCircuit,
    private readonly count: CountCommand,
    private readonly keyPrefix: string,
    private readonly processCounts: ProcessCounts = new ProcessCounts(),
  ) {}

  incr(key: string, callback: IncrCallback, windowMs: number = 60_000): void {
    const fullKey = this.keyPrefix + key;
    if (!this.circuit.available) {
      callback(null, this.processCounts.incr(fullKey, windowMs));
      return;
    }
    this.circuit
      .run(() => this.count(fullKey, 1, windowMs))
      .then(
        ([current, ttl]) => {
          const shared = { current: Number(current), ttl: Number(ttl) };
          this.processCounts.mirror(fullKey, shared);
          callback(null, shared);
        },
        () => callback(null, this.processCounts.incr(fullKey, windowMs)),
      );
  }

  child(routeOptions: ChildOptions): FastifyRateLimitStore {
    // The official store's key names: `<prefix><METHOD><url>-<client key>`.
    const route = routeOptions.routeInfo ?? {};
    return new RouteLimitStore(
      this.circuit,
      this.count,
      `${this.keyPrefix}${String(route.method)}${String(route.url)}-`,
      this.processCounts,
    );
  }
}

/** For `@fastify/rate-limit`'s `store` option when every limit, the global one included, counts exactly. */
export function routeLimitStoreClass(
  circuit: RedisCircuit,
  redis: Redis,
  keyPrefix: string,
): FastifyRateLimitStoreCtor {
  const count = redisCountCommand(redis);
  return class ExactRedisStore extends RouteLimitStore {
    constructor() {
      super(circuit, count, keyPrefix);
    }
  };
}
