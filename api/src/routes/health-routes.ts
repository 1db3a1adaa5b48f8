import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows } from '../db/database';
import { CREDIT_PACKS } from '../features/payments/credit-packs';
import { evaluatorHealthSchema } from './evaluator-health-schema';
import { evaluatorStatus, type EvaluatorStatus } from '../evaluator/evaluator-status';
import { availabilityFrom, workersDecideLanguages } from '../features/queue/worker-capacity';
import {
  WORKER_SEEN_WINDOW_SECONDS,
  recentlySeenWorkers,
  type SeenWorker,
} from '../features/queue/worker-heartbeat';

const healthResponse = z.object({
  status: z.enum(['ok', 'degraded', 'unavailable']),
  engine: z.string(),
  database: z.object({ ok: z.boolean(), latency_ms: z.number().optional() }),
  /** `down`: limits count per process (at most the limit × replicas) and the cache is not shared. */
  redis: z.enum(['off', 'up', 'down']).optional(),
  queue: z
    .object({
      kind: z.string(),
      depth: z.number().describe('Background jobs (mails, alert digests) waiting, not those running.'),
      evaluations_waiting: z
        .number()
        .describe('Submissions waiting for a worker: the submissions table is the evaluation queue.'),
    })
    .optional(),
  evaluator: evaluatorHealthSchema.optional(),
  workers: z
    .object({
      seen_within_seconds: z.number(),
      count: z.number(),
      recent: z.array(
        z.object({
          worker_id: z.string(),
          seen_at: z.string(),
          languages: z.array(z.string()),
          analyzers: z.array(z.string()),
        }),
      ),
    })
    .optional(),
});

async function waitingEvaluations(app: FastifyInstance): Promise<number> {
  const [row] = await queryRows<{ waiting: number }>(
    app.db,
    sql`SELECT count(*)::int AS waiting FROM submissions WHERE status = 'pending'`,
  );
  return row?.waiting ?? 0;
}

const readinessCheck = z.object({ ok: z.boolean(), reason: z.string().optional() });
const readinessResponse = z.object({
  status: z.enum(['ok', 'unavailable']),
  checks: z.record(z.string(), readinessCheck),
});
type ReadinessCheck = z.infer<typeof readinessCheck>;

async function readinessChecks(app: FastifyInstance): Promise<Record<string, ReadinessCheck>> {
  const checks: Record<string, ReadinessCheck> = {
    shutdown: app.lifecycle.draining ? { ok: false, reason: 'shutting down' } : { ok: true },
  };
  checks.database = await app.db.execute(sql`SELECT 1`).then(
    () => ({ ok: true }),
    (error: Error) => ({ ok: false, reason: error.message }),
  );
  if (workersDecideLanguages(app)) {
    // Submissions are accepted only in languages some live worker runs: with none, nothing is.
    const workers = await recentlySeenWorkers(app.db).catch(() => []);
    checks.workers = workers.some((worker) => worker.languages.length > 0)
      ? { ok: true }
      : { ok: false, reason: 'no live worker can run any language' };
  }
  if (app.redis) {
    // ioredis's own connection state: 'ready' once connected, anything else while it reconnects.
    const status = app.redis.status;
    checks.redis = status === 'ready' ? { ok: true } : { ok: false, reason: `redis is ${status}` };
  }
  return checks;
}

async function evaluatorReport(app: FastifyInstance, workers: SeenWorker[]): Promise<EvaluatorStatus> {
  const local = await evaluatorStatus();
  if (!workersDecideLanguages(app)) return local;
  return { ...local, ...availabilityFrom(workers) };
}

export default async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/health',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['service'],
        description:
          'Status: 200 while the database answers (503 otherwise), with the queue depth and the workers ' +
          'that beat in the last 30 s; status is "degraded" while jobs wait and no worker is seen, or while ' +
          'Redis is configured but down (limits then count per process). On a replica without its own ' +
          'worker, the languages are those the live workers can run.',
        response: { 200: healthResponse, 503: healthResponse },
      },
    },
    async (_request, reply) => {
      const started = performance.now();
      try {
        await app.db.execute(sql`SELECT 1`);
      } catch (error) {
        app.log.error({ err: error }, 'health: the database does not answer');
        return reply.code(503).send({
          status: 'unavailable' as const,
          engine: app.database.engine,
          database: { ok: false },
        });
      }
      const database = { ok: true, latency_ms: Math.round((performance.now() - started) * 10) / 10 };
      const [depth, evaluationsWaiting, workers] = await Promise.all([
        app.queue.depth(),
        waitingEvaluations(app),
        recentlySeenWorkers(app.db),
      ]);
      const redis = app.redisCircuit.state;
      const workWaitsForNobody = depth + evaluationsWaiting > 0 && workers.length === 0;
      const status = workWaitsForNobody || redis === 'down' ? ('degraded' as const) : ('ok' as const);
      return {
        status,
        engine: app.database.engine,
        database,
        redis,
        queue: { kind: app.queue.kind, depth, evaluations_waiting: evaluationsWaiting },
        workers: { seen_within_seconds: WORKER_SEEN_WINDOW_SECONDS, count: workers.length, recent: workers },
        // The API answers even when code cannot be evaluated: this says what is missing. A replica that
        // runs no jobs reports the languages from the live workers' heartbeats, not from its own machine.
        evaluator: await evaluatorReport(app, workers),
      };
    },
  );

  app.get(
    '/health/live',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['service'],
        description: 'Liveness: the process serves HTTP; it touches neither the database nor the queue.',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/health/ready',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['service'],
        description:
          'Readiness for a balancer: 200 when this replica should get traffic; 503 while it shuts down ' +
          '(from the signal on), when the database does not answer, when Redis is configured but not connected, ' +
          'or (on a replica without its own worker) when no live worker can run any language.',
        response: { 200: readinessResponse, 503: readinessResponse },
      },
    },
    async (_request, reply) => {
      const checks = await readinessChecks(app);
      const ready = Object.values(checks).every((check) => check.ok);
      return reply.code(ready ? 200 : 503).send({ status: ready ? 'ok' : 'unavailable', checks });
    },
  );

  app.get(
    '/pricing',
    {
      schema: {
        tags: ['payments'],
        response: {
          200: z.object({
            plans: z.array(
              z.object({
                name: z.string(),
                price: z.number(),
                originalPrice: z.number(),
                discount: z.string(),
                credits: z.number(),
              }),
            ),
          }),
        },
      },
    },
    async () => ({ plans: CREDIT_PACKS.map((pack) => ({ ...pack })) }),
  );
}
