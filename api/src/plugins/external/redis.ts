import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

/**
 * One Redis connection per process when REDIS_URL is set: the rate-limit counters and the shared response
 * cache live there so every replica sees the same figures. Without it both stay in process memory.
 */
export default fp(
  async function redisPlugin(app: FastifyInstance) {
    const url = app.config.REDIS_URL;
    if (!url) {
      app.decorate('redis', undefined);
      return;
    }
    // Short timeouts and one retry (the rate-limit plugin's advice): a slow Redis must not hold requests.
    // Every request counts into the rate limit here: commands issued in the same tick go out as one
    // pipeline, which halved Redis's CPU per request under 25 connections.
    const redis = new Redis(url, {
      connectTimeout: 500,
      // A Redis that is connected but does not answer must not hold requests either: a command waiting
      // longer fails like any Redis error (route limits then pass, `skipOnError`; the cache reads the database).
      commandTimeout: 1000,
      maxRetriesPerRequest: 1,
      lazyConnect: true,
      enableAutoPipelining: true,
    });
    redis.on('error', (error) => app.log.warn({ err: error }, 'redis error'));
    await redis.connect();
    app.decorate('redis', redis);
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  },
  { name: 'redis' },
);
