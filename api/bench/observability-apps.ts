/**
 * Issue 29's A/B in one process (scale-out.ts, BENCH_OBSERVABILITY_LAYOUT=one-process): the API built
 * three times in this process, each listening on its own port — twice with metrics off (the second
 * is the control) and once with metrics on; then, with tracing started (10 % sampled unless
 * OBSERVABILITY_TRACE_RATIO says otherwise, spans to
 * OBSERVABILITY_OTLP_ENDPOINT), once more with metrics and tracing. Two processes of one build differ by
 * about ±10 % in req/s, more than the 5 % to be shown; apps in one process share its heap, its JIT and
 * its place on the CPU, so what differs between them is only what they run per request. The tracing
 * plugin adds its hooks only when tracing is on at the moment an app is built, so the apps built before
 * it have none. Prints the ports as one JSON line; SIGTERM closes every app.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { startTracing } from '../src/lib/tracing';

const endpoint = process.env.OBSERVABILITY_OTLP_ENDPOINT;
if (!endpoint) throw new Error('OBSERVABILITY_OTLP_ENDPOINT: the OTLP sink to send spans to');

const apps: FastifyInstance[] = [];
async function listening(env: NodeJS.ProcessEnv): Promise<number> {
  const app = await buildApp({ env, logger: { level: 'warn' } });
  apps.push(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

const ports = {
  off: await listening({ ...process.env, HTTP_METRICS: 'off' }),
  control: await listening({ ...process.env, HTTP_METRICS: 'off' }),
  metrics: await listening(process.env),
  traced: 0,
};
// The exporter reads its endpoint from the environment itself, as the sampler its settings.
Object.assign(process.env, {
  OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
  OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
  OTEL_TRACES_SAMPLER_ARG: process.env.OBSERVABILITY_TRACE_RATIO ?? '0.1',
});
const tracing = startTracing('referralhub-api-bench');
if (!tracing) throw new Error('tracing did not start');
ports.traced = await listening(process.env);
console.log(JSON.stringify(ports));

process.once('SIGTERM', async () => {
  await Promise.all(apps.map((app) => app.close()));
  await tracing.shutdown();
  process.exit(0);
});
