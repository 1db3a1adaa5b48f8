import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildApp } from '../../src/app';
import { otlpProtocol, startTracing, tracingOn, tracingRequested } from '../../src/lib/tracing';
import { requestTraceparent } from '../../src/plugins/app/tracing';
import { migratedPglite } from '../helpers/pglite-template';
import { TEST_ENV } from '../helpers/test-app';

describe('tracing is off unless an OTLP endpoint is named', () => {
  it('reads the standard OTEL_* variables', () => {
    assert.equal(tracingRequested({}), false);
    assert.equal(tracingRequested({ OTEL_SERVICE_NAME: 'api' }), false);
    assert.equal(tracingRequested({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }), true);
    assert.equal(tracingRequested({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://c:4318/v1/traces' }), true);
    assert.equal(
      tracingRequested({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SDK_DISABLED: 'true' }),
      false,
    );
    assert.equal(
      tracingRequested({
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
        OTEL_TRACES_EXPORTER: 'none',
      }),
      false,
    );
  });

  it('exports OTLP/HTTP protobuf unless the standard protocol variable says http/json', () => {
    assert.equal(otlpProtocol({}), 'http/protobuf');
    assert.equal(otlpProtocol({ OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json' }), 'http/json');
    assert.equal(
      otlpProtocol({
        OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
        OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: 'http/protobuf',
      }),
      'http/protobuf',
      'the traces-only variable wins',
    );
    assert.throws(
      () =>
        startTracing('test', {
          OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4317',
          OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc',
        }),
      /OTEL_EXPORTER_OTLP_PROTOCOL=grpc is not supported here: use http\/protobuf \(the default\) or http\/json\./,
    );
    assert.throws(
      () => otlpProtocol({ OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: 'grpc' }),
      /^Error: OTEL_EXPORTER_OTLP_TRACES_PROTOCOL=grpc is not supported here/,
      'the message names the variable that was set',
    );
    assert.equal(tracingOn(), false, 'a refused configuration registers nothing');
  });

  it('off, nothing is registered and a request carries no trace into what it stores', async () => {
    assert.equal(startTracing('test', {}), undefined);
    assert.equal(tracingOn(), false);
    const pglite = await migratedPglite();
    // A route inside the API's request lifecycle that reports what a submission would store.
    const app = await buildApp({
      env: TEST_ENV,
      pglite,
      extensions: [
        async (v1) => {
          v1.get('/probe', async (request) => ({ traceparent: requestTraceparent(request) ?? null }));
        },
      ],
    });
    const response = await app.inject({
      method: 'GET',
      url: '/v1/probe',
      headers: { traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01' },
    });
    assert.deepEqual(response.json(), { traceparent: null });
    await app.close();
    await pglite.close();
  });
});
