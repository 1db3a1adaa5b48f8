import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { RedisCircuit } from '../../features/redis/redis-circuit';

/**
 * One Redis connection per process when REDIS_URL is set: the rate-limit counters and the shared response
 * cache live there so every replica sees the same figures. Without it both stay in process memory.
 * `app.redisCircuit` is the one place that says whether Redis may be used now (and `/v1/health` reads it):
 * while Redis is down or frozen every user of it falls back to the process at once.
 */
export default fp(
  async function redisPlugin(app: FastifyInstance) {
    const url = app.config.REDIS_URL;
    if (!url) {
      app.decorate('redis', undefined);
      app.decorate('redisCircuit', new RedisCircuit(undefined));
      return;
    }
    // Every request counts into the rate limit here: commands issued in the same tick go out as one
    // pipeline, which halved Redis's CPU per request under 25 connections.
    const redis = new Redis(url, {
      connectTimeout: 500,
      // Requests never wait this long (the circuit gives up after 50 ms); this ends the commands a frozen
      // Redis never answers, the circuit's background PING included.
      commandTimeout: 1000,
      maxRetriesPerRequest: 1,
      // A command while disconnected fails at once instead of waiting for the reconnection.
      enableOfflineQueue: false,
      lazyConnect: true,
      enableAutoPipelining: true,
    });
    redis.on('error', (error) => app.log.debug({ err: error }, 'redis error'));
    const circuit = new RedisCircuit(redis, {
      waitLimitMs: app.config.REDIS_WAIT_MS,
      onOpen: (reason) =>
        app.log.warn({ err: reason }, 'redis: unavailable, limits and cache count in this process'),
      onClose: () => app.log.info('redis: answering again, shared counts resume'),
    });
    await redis.connect();
    app.decorate('redis', redis);
    app.decorate('redisCircuit', circuit);
    app.addHook('onClose', async () => {
      circuit.stop();
      await redis.quit().catch(() => redis.disconnect());
    });
  },
  { name: 'redis' },
);
