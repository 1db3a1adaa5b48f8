import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { batchedRedisStore } from '../../features/rate-limit/batched-redis-store';
import { rateLimitRefusal, tooManyRequestsMessage } from '../../features/rate-limit/refusal';
import { routeLimitStoreClass } from '../../features/rate-limit/route-limit-store';
import { tooManyRequestsSchema } from '../../lib/schemas';

export default fp(
  async function rateLimitPlugin(app: FastifyInstance) {
    const { redis, redisCircuit, config } = app;
    const nameSpace = `${config.REDIS_KEY_PREFIX}rate-limit:`;
    let storeOptions: Partial<RateLimitPluginOptions> = {};
    if (redis && config.RATE_LIMIT_SYNC_MS > 0) {
      // The global limit (the DoS guard every request passes) counts locally and syncs in batches: one
      // Redis round trip per request cost more than a cached answer. Route limits (send-otp per IP and
      // every other `config.rateLimit`) are the store's children: exact, a round trip per request.
      const batched = batchedRedisStore({
        redis,
        circuit: redisCircuit,
        keyPrefix: nameSpace,
        syncIntervalMs: config.RATE_LIMIT_SYNC_MS,
        waitLimitMs: config.REDIS_WAIT_MS,
        onSyncFailing: (error) =>
          app.log.warn({ err: error }, 'rate limit: Redis sync failing, counting in this process'),
        onSyncRecovered: () => app.log.info('rate limit: Redis sync works again'),
      });
      app.addHook('onClose', async () => batched.close());
      storeOptions = { store: batched.Store };
    } else if (redis) {
      // Every replica counts into the same keys, one round trip per request, global limit included.
      storeOptions = { store: routeLimitStoreClass(redisCircuit, redis, nameSpace) };
    }
    // Every route the limiter guards documents its 429 once, in the shape every limiter answers.
    app.addHook('onRoute', (routeOptions) => {
      if (routeOptions.config?.rateLimit === false) return;
      const schema = (routeOptions.schema ??= {});
      const response = (schema.response ??= {}) as Record<string, unknown>;
      response[429] ??= tooManyRequestsSchema;
    });
    await app.register(rateLimit, {
      global: true,
      max: config.RATE_LIMIT_MAX,
      timeWindow: '1 minute',
      ...storeOptions,
      errorResponseBuilder: (_request, context) =>
        rateLimitRefusal(tooManyRequestsMessage(context.after), context),
    });
  },
  { name: 'rate-limit', dependencies: ['redis'] },
);
