import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createResponseCache } from '../../features/response-cache/response-cache';

/** The feed and job-opening cache: in process, shared through Redis when REDIS_URL is set. */
export default fp(
  async function responseCachePlugin(app: FastifyInstance) {
    const cache = await createResponseCache({
      ttlSeconds: app.config.RESPONSE_CACHE_SECONDS,
      redis: app.redis,
      circuit: app.redisCircuit,
      keyPrefix: `${app.config.REDIS_KEY_PREFIX}response-cache`,
      onError: (error) => app.log.warn({ err: error }, 'response cache: redis failed'),
    });
    app.decorate('responseCache', cache);
    app.addHook('onClose', async () => cache.close());
  },
  { name: 'response-cache', dependencies: ['redis'] },
);
