import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { loadConfig, type AppConfig, type Environment } from './config';
import type { DatabaseHandle } from './db/database';
import adEventsPlugin from './plugins/app/ad-events';
import databasePlugin from './plugins/app/database';
import earlyCacheAnswersPlugin from './plugins/app/early-cache-answers';
import errorHandlerPlugin from './plugins/app/error-handler';
import evaluationSweeperPlugin from './plugins/app/evaluation-sweeper';
import evaluationWakeUpsPlugin from './plugins/app/evaluation-wake-ups';
import evaluationWorkerPlugin from './plugins/app/evaluation-worker';
import evaluatorWarmUpPlugin from './plugins/app/evaluator-warm-up';
import inputGuardPlugin from './plugins/app/input-guard';
import jobAlertsPlugin from './plugins/app/job-alerts';
import lifecyclePlugin from './plugins/app/lifecycle';
import mailerPlugin from './plugins/app/mailer';
import metricsPlugin from './plugins/app/metrics';
import notFoundPlugin from './plugins/app/not-found';
import originCheckPlugin from './plugins/app/origin-check';
import paymentsPlugin from './plugins/app/payments';
import queuePlugin, { type QueuePluginOptions } from './plugins/app/queue';
import referralDecisionMailPlugin from './plugins/app/referral-decision-mail';
import repositoriesPlugin from './plugins/app/repositories';
import responseCachePlugin from './plugins/app/response-cache';
import sessionsPlugin from './plugins/app/sessions';
import tracingPlugin from './plugins/app/tracing';
import workerHeartbeatPlugin from './plugins/app/worker-heartbeat';
import compressPlugin from './plugins/external/compress';
import cookiePlugin from './plugins/external/cookie';
import corsPlugin from './plugins/external/cors';
import helmetPlugin from './plugins/external/helmet';
import rateLimitPlugin from './plugins/external/rate-limit';
import redisPlugin from './plugins/external/redis';
import swaggerPlugin from './plugins/external/swagger';
import v1Routes from './routes/v1';

/** An incoming request id is kept when it is a short token (it goes into every log line). */
const REQUEST_ID = /^[\w.:-]{1,128}$/;

/** What a process that runs jobs needs, whether or not it also serves the API. */
export type BuildWorkerAppOptions = {
  /** Environment variables to read instead of process.env (tests pass their own). */
  env?: Environment;
  config?: AppConfig;
  /** An in-memory or file PGlite the caller owns and closes. */
  pglite?: PGlite;
  /** An opened database the caller owns and closes. */
  database?: DatabaseHandle;
  /** Apply pending migrations while starting. */
  migrate?: boolean;
  logger?: FastifyServerOptions['logger'];
  queue?: QueuePluginOptions;
};

export type BuildAppOptions = BuildWorkerAppOptions & {
  /** Features that add their own routes and job handlers (tests plug in here). */
  extensions?: Array<(app: FastifyInstance) => Promise<void>>;
  /** Called before any plugin or route is registered, so its hooks reach every route (tests check answers here). */
  instrument?: (app: FastifyInstance) => void;
};

/** The API: HTTP protections, sessions and every /v1 route, plus the background services (see below). */
export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = createInstance(options);
  options.instrument?.(app);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // First, so a visitor's cached page is answered before the other request hooks run (see the plugin).
  await app.register(lifecyclePlugin);
  await app.register(tracingPlugin);
  await app.register(earlyCacheAnswersPlugin);
  await app.register(helmetPlugin);
  await app.register(compressPlugin);
  await app.register(corsPlugin);
  await app.register(cookiePlugin);
  await app.register(redisPlugin);
  await app.register(rateLimitPlugin);
  await app.register(swaggerPlugin);

  await app.register(errorHandlerPlugin);
  await app.register(notFoundPlugin);
  await app.register(inputGuardPlugin);
  await app.register(originCheckPlugin);
  await registerJobServices(app, options.queue ?? {}, options);
  await app.register(paymentsPlugin);
  await app.register(adEventsPlugin);
  await app.register(sessionsPlugin);
  await app.register(responseCachePlugin);

  await app.register(
    async (v1) => {
      await v1.register(v1Routes);
      for (const extension of options.extensions ?? []) await v1.register(extension);
    },
    { prefix: '/v1' },
  );
  return app;
}

/**
 * A process that only runs jobs (`npm run worker -w api`): configuration, database, repositories,
 * queue, metrics, tracing, lifecycle and the background services, without routes, swagger, CORS,
 * helmet, cookies, sessions or rate limits. It never listens; its probes have their own server.
 */
export async function buildWorkerApp(options: BuildWorkerAppOptions = {}): Promise<FastifyInstance> {
  const app = createInstance(options);
  await app.register(lifecyclePlugin);
  await app.register(tracingPlugin);
  await registerJobServices(app, { runWorkers: true, ...options.queue }, options);
  return app;
}

function createInstance(options: BuildWorkerAppOptions): FastifyInstance {
  const config = options.config ?? loadConfig(options.env ?? process.env);
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 1024 * 1024,
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    // One id per request, in every log line of it: the caller's (a balancer's) `x-request-id` when it
    // is a sane token, else a new UUID; sent back in the same header (buildApp).
    requestIdHeader: false,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { maxParamLength: 300 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  return app;
}

/**
 * The database and what works on it, then the background services: each registers its job handlers
 * (they run where the queue runs workers) and winds down with the lifecycle. Registered after the
 * queue, their onClose hooks run before it stops.
 */
async function registerJobServices(
  app: FastifyInstance,
  queue: QueuePluginOptions,
  { pglite, database, migrate }: BuildWorkerAppOptions,
): Promise<void> {
  await app.register(databasePlugin, { pglite, database, migrate });
  await app.register(repositoriesPlugin);
  await app.register(mailerPlugin);
  await app.register(queuePlugin, queue);
  await app.register(evaluationWakeUpsPlugin);
  await app.register(metricsPlugin);
  const runsWorkers = queue.runWorkers ?? app.config.QUEUE_WORKER === 'in-process';
  await app.register(workerHeartbeatPlugin, { runsWorkers });
  await app.register(jobAlertsPlugin);
  await app.register(referralDecisionMailPlugin);
  await app.register(evaluationWorkerPlugin, { runsWorkers });
  await app.register(evaluationSweeperPlugin, { runsWorkers });
  await app.register(evaluatorWarmUpPlugin);
}

/** A hop count means "trust that many proxies next to us" (proxy-addr's function form). */
function trustProxyOption(trust: AppConfig['TRUST_PROXY']): FastifyServerOptions['trustProxy'] {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}
