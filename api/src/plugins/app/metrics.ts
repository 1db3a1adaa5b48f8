import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { queryRows } from '../../db/database';
import { SeriesHistogram, type Observe } from '../../lib/series-histogram';

/** The figures the features record; each process has its own registry (tests build many apps). */
export type Metrics = {
  registry: Registry;
  evaluations: Counter<'language' | 'outcome'>;
  evaluationSeconds: Histogram<'language'>;
  /** Sandbox slots this process's evaluations hold, and how many it has. */
  setSlotReader(read: () => { busy: number; total: number }): void;
};

const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const EVALUATION_BUCKETS = [0.5, 1, 2, 5, 10, 20, 30, 60, 120];

/**
 * Prometheus metrics (prom-client) on `GET /metrics`: the process's own (CPU, memory, event-loop
 * lag), HTTP durations by route and status, rate-limit refusals, response-cache hits, the queue and
 * the evaluation line, evaluations by language and outcome, and sandbox slots. Scrape it from inside
 * the network: the balancer should not route `/metrics` from the internet (docs/OPERATIONS.md).
 */
export default fp(
  async function metricsPlugin(app: FastifyInstance) {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

    const httpSeconds = new SeriesHistogram(
      'http_request_duration_seconds',
      'Time to answer an HTTP request, by method, route pattern and status code',
      ['method', 'route', 'status_code'],
      HTTP_BUCKETS,
      registry,
    );
    const rateLimited = new Counter({
      name: 'http_rate_limited_total',
      help: 'Requests refused with 429 by a rate limit, by route pattern',
      labelNames: ['route'] as const,
      registers: [registry],
    });
    // Counted in plain numbers per request and added to the counter when it is read (a scrape): an
    // increment through prom-client hashes its labels each time. A result never seen stays absent.
    const cacheResults = { hit: 0, miss: 0 };
    new Counter({
      name: 'response_cache_requests_total',
      help: 'Cacheable answers (feed pages, job openings) by result: hit or miss',
      labelNames: ['result'] as const,
      registers: [registry],
      collect() {
        for (const result of ['hit', 'miss'] as const) {
          if (cacheResults[result] > 0) this.inc({ result }, cacheResults[result]);
          cacheResults[result] = 0;
        }
      },
    });
    if (app.config.HTTP_METRICS === 'on') {
      // One observer per route pattern, method and status, found by three lookups on strings and a
      // number the request already holds: no key is built per request.
      const observers = new Map<string, Map<string, Map<number, Observe>>>();
      const observerOf = (route: string, method: string, status: number): Observe => {
        let byMethod = observers.get(route);
        if (!byMethod) observers.set(route, (byMethod = new Map()));
        let byStatus = byMethod.get(method);
        if (!byStatus) byMethod.set(method, (byStatus = new Map()));
        let observe = byStatus.get(status);
        if (!observe) {
          observe = httpSeconds.series({ method, route, status_code: String(status) });
          byStatus.set(status, observe);
        }
        return observe;
      };
      const refusalsByRoute = new Map<string, Counter.Internal>();
      // A callback hook, not an async one: an async hook costs each request a promise and its settling.
      // reply.elapsedTime reads the two instants Fastify takes for every request anyway.
      app.addHook('onResponse', (request, reply, done) => {
        const route = request.routeOptions.url ?? 'unmatched';
        const status = reply.statusCode;
        observerOf(route, request.method, status)(reply.elapsedTime / 1000);
        if (status === 429) {
          let refusals = refusalsByRoute.get(route);
          if (!refusals) {
            refusals = rateLimited.labels({ route });
            refusalsByRoute.set(route, refusals);
          }
          refusals.inc();
        }
        const cache = reply.getHeader('x-cache');
        if (cache === 'HIT') cacheResults.hit += 1;
        else if (cache === 'MISS') cacheResults.miss += 1;
        done();
      });
    }

    new Gauge({
      name: 'queue_depth',
      help: 'Jobs waiting in the queue (pg-boss or in-process), not those running',
      registers: [registry],
      async collect() {
        this.set(await app.queue.depth());
      },
    });
    const line = async () => {
      const [row] = await queryRows<{ waiting: number; oldest: number | null }>(
        app.db,
        sql`SELECT count(*)::int AS waiting,
                   extract(epoch FROM now() - min(created_at))::float8 AS oldest
            FROM submissions WHERE status = 'pending'`,
      );
      return { waiting: row?.waiting ?? 0, oldest: row?.oldest ?? 0 };
    };
    new Gauge({
      name: 'evaluation_queue_waiting',
      help: 'Submissions waiting for a worker',
      registers: [registry],
      async collect() {
        this.set((await line()).waiting);
      },
    });
    new Gauge({
      name: 'evaluation_queue_oldest_age_seconds',
      help: 'How long the oldest waiting submission has waited (0 when none waits)',
      registers: [registry],
      async collect() {
        this.set((await line()).oldest);
      },
    });

    let readSlots = () => ({ busy: 0, total: 0 });
    new Gauge({
      name: 'sandbox_slots_busy',
      help: 'Sandbox slots held by evaluations in this process',
      registers: [registry],
      collect() {
        this.set(readSlots().busy);
      },
    });
    new Gauge({
      name: 'sandbox_slots_total',
      help: 'Sandbox slots this process evaluates with (0 in a process that runs no evaluations)',
      registers: [registry],
      collect() {
        this.set(readSlots().total);
      },
    });
    const metrics: Metrics = {
      registry,
      evaluations: new Counter({
        name: 'evaluations_total',
        help: 'Evaluations finished in this process, by language and outcome (done, failed, handed_back, superseded)',
        labelNames: ['language', 'outcome'] as const,
        registers: [registry],
      }),
      evaluationSeconds: new Histogram({
        name: 'evaluation_duration_seconds',
        help: 'Time from claim to verdict of an evaluation, by language',
        labelNames: ['language'] as const,
        buckets: EVALUATION_BUCKETS,
        registers: [registry],
      }),
      setSlotReader(read) {
        readSlots = read;
      },
    };
    app.decorate('metrics', metrics);

    app.get('/metrics', { config: { rateLimit: false }, schema: { hide: true } }, async (_request, reply) => {
      reply.header('content-type', registry.contentType).header('cache-control', 'no-store');
      return registry.metrics();
    });
  },
  { name: 'metrics', dependencies: ['database', 'queue'] },
);
