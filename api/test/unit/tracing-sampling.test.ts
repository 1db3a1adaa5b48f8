import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { get as httpGet } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { ROOT_CONTEXT } from '@opentelemetry/api';
import { SamplingDecision, TraceIdRatioBasedSampler } from '@opentelemetry/sdk-trace-node';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { startTracing, type Tracing } from '../../src/lib/tracing';
import { requestTraceparent } from '../../src/plugins/app/tracing';
import { startOtlpReceiver } from '../helpers/otlp-receiver';
import { migratedPglite } from '../helpers/pglite-template';
import { TEST_ENV } from '../helpers/test-app';

/**
 * Requests that start a trace are sampled before any span is made (lib/tracing.ts): what reaches the
 * collector and what a submission would store must be what the standard sampler decides on the trace id.
 */
describe('request spans under OTEL_TRACES_SAMPLER=parentbased_traceidratio', { timeout: 60_000 }, () => {
  let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
  let tracing: Tracing;
  let app: FastifyInstance;
  let pglite: Awaited<ReturnType<typeof migratedPglite>>;
  const traceparentOf = async (headers: Record<string, string> = {}) => {
    const response = await app.inject({ method: 'GET', url: '/v1/probe', headers });
    return (response.json() as { traceparent: string }).traceparent;
  };

  let slowRequestArrived: () => void = () => {};
  const arrived = new Promise<void>((resolve) => (slowRequestArrived = resolve));

  before(async () => {
    receiver = await startOtlpReceiver();
    // The exporter reads the process's environment itself.
    Object.assign(process.env, {
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      // OTLP/JSON here, the default protobuf in the replicas' trace test: both encodings are read.
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
      OTEL_TRACES_SAMPLER_ARG: '0.5',
    });
    tracing = startTracing('sampling-test')!;
    app = await buildApp({
      env: TEST_ENV,
      pglite: (pglite = await migratedPglite()),
      extensions: [
        async (v1) => {
          v1.get('/probe', async (request) => ({ traceparent: requestTraceparent(request) }));
          v1.get('/slow', async () => {
            slowRequestArrived();
            await new Promise((done) => setTimeout(done, 400));
            return { done: true };
          });
        },
      ],
    });
  });

  after(async () => {
    await app?.close();
    await pglite?.close();
    receiver?.close();
  });

  it('samples new traces as TraceIdRatioBased does on their ids, exports those and only those', async () => {
    const stored = await Promise.all(Array.from({ length: 120 }, () => traceparentOf()));
    const ratio = new TraceIdRatioBasedSampler(0.5);
    const parsed = stored.map((value) => {
      const [version, traceId = '', spanId = '', flags] = value.split('-');
      assert.equal(version, '00');
      assert.match(traceId, /^[0-9a-f]{32}$/);
      assert.match(spanId, /^[0-9a-f]{16}$/);
      const sampled =
        ratio.shouldSample(ROOT_CONTEXT, traceId).decision === SamplingDecision.RECORD_AND_SAMPLED;
      assert.equal(flags, sampled ? '01' : '00', `flags of ${value}`);
      return { traceId, spanId, sampled };
    });
    const sampledIn = parsed.filter((trace) => trace.sampled);
    assert.ok(sampledIn.length > 20 && sampledIn.length < 100, `${sampledIn.length} of 120 sampled at 0.5`);
    assert.equal(new Set(parsed.map((trace) => trace.traceId)).size, 120, 'a new trace per request');

    // An unsampled caller's trace stays unsampled; a sampled caller's is continued and exported.
    const callerTrace = randomBytes(16).toString('hex');
    const callerSpan = randomBytes(8).toString('hex');
    assert.match(
      await traceparentOf({ traceparent: `00-${callerTrace}-${callerSpan}-00` }),
      new RegExp(`^00-${callerTrace}-[0-9a-f]{16}-00$`),
    );
    const continued = await traceparentOf({ traceparent: `00-${callerTrace}-${callerSpan}-01` });
    assert.match(continued, new RegExp(`^00-${callerTrace}-[0-9a-f]{16}-01$`));

    // A sampled request whose client goes away before the answer: its span ends as an error.
    const abandonedTrace = randomBytes(16).toString('hex');
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    await new Promise<void>((done) => {
      const request = httpGet({
        host: '127.0.0.1',
        port: address.port,
        path: '/v1/slow',
        headers: { traceparent: `00-${abandonedTrace}-${randomBytes(8).toString('hex')}-01` },
      });
      request.on('error', () => done());
      // Gone once the handler runs: a fixed delay could end the request before a loaded machine let it arrive.
      void arrived.then(() => request.destroy());
    });

    await app.close();
    await tracing.shutdown();
    const abandoned = receiver.spans.filter((span) => span.traceId === abandonedTrace);
    assert.deepEqual(
      abandoned.map((span) => [span.name, span.status?.code, span.status?.message]),
      [['GET /v1/slow', 2, 'the client went away']],
    );
    const requestSpans = receiver.spans.filter((span) => span.name === 'GET /v1/probe');
    assert.deepEqual(
      requestSpans.map((span) => `${span.traceId}-${span.spanId}`).sort(),
      [...sampledIn.map((trace) => `${trace.traceId}-${trace.spanId}`), continued.slice(3, 52)].sort(),
      'every sampled request, and no other, reached the collector under the ids it handed on',
    );
    assert.equal(requestSpans.find((span) => span.traceId === callerTrace)?.parentSpanId, callerSpan);
  });
});
