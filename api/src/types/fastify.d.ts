import type { AppConfig } from '../config';
import type { Database, DatabaseHandle } from '../db/database';
import type { Repositories } from '../plugins/app/repositories';
import type { Mailer } from '../features/mail/mailer';
import type { PaymentProvider } from '../features/payments/payment-provider';
import type { JobQueue } from '../features/queue/job-queue';
import type { EvaluationWakeUps } from '../features/practice/evaluation-wake-ups';
import type { SessionUser } from '../features/accounts/session-user';
import type { AdEvents } from '../features/ad-events/ad-events';
import type { JobAlertsService } from '../features/job-alerts/job-alerts-service';

import type { Redis } from 'ioredis';
import type { Lifecycle } from '../plugins/app/lifecycle';
import type { Metrics } from '../plugins/app/metrics';
import type { ResponseCache } from '../features/response-cache/response-cache';
import type { RedisCircuit } from '../features/redis/redis-circuit';
import type { ServerTrace } from '../lib/tracing';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: DatabaseHandle;
    db: Database;
    repositories: Repositories;
    mailer: Mailer;
    payments: PaymentProvider;
    /** Job alerts and referral mail; evaluations are queued in the submissions table instead. */
    queue: JobQueue;
    /** Wakes idle evaluation slots when a submission waits (plugins/app/evaluation-wake-ups). */
    evaluationWakeUps: EvaluationWakeUps;
    adEvents: AdEvents;
    /** Set when REDIS_URL is configured: shared rate-limit counters and response cache. */
    redis: Redis | undefined;
    /** Whether Redis may be used now (`state`: off, up, down); every user of `redis` goes through it. */
    redisCircuit: RedisCircuit;
    responseCache: ResponseCache;
    /** Shutdown state: readiness and the steps that wind work down (plugins/app/lifecycle). */
    lifecycle: Lifecycle;
    /** Prometheus metrics of this process (plugins/app/metrics), served on GET /metrics. */
    metrics: Metrics;
    jobAlerts: JobAlertsService;
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    requireStats: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    user: SessionUser | null;
    /** The request's span while it runs when tracing is on (plugins/app/tracing), else null. */
    serverTrace: ServerTrace | null;
  }
}
