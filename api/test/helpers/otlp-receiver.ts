import { createServer } from 'node:http';
import protobuf from 'protobufjs';

/** A span as the collector receives it, ids in hex, with its process's `service.name`. */
export type ReceivedSpan = {
  service: string;
  name: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  attributes: Record<string, unknown>;
  status?: { code?: number; message?: string };
  /** The body's encoding: `application/x-protobuf` (the default) or `application/json`. */
  contentType: string;
};

/**
 * The part of OTLP's trace messages these tests read (opentelemetry-proto,
 * collector/trace/v1/trace_service.proto and trace/v1/trace.proto), field numbers as published;
 * protobufjs skips the fields not listed.
 */
const otlp = protobuf.Root.fromJSON({
  nested: {
    ExportTraceServiceRequest: {
      fields: { resourceSpans: { rule: 'repeated', type: 'ResourceSpans', id: 1 } },
    },
    ResourceSpans: {
      fields: {
        resource: { type: 'Resource', id: 1 },
        scopeSpans: { rule: 'repeated', type: 'ScopeSpans', id: 2 },
      },
    },
    Resource: { fields: { attributes: { rule: 'repeated', type: 'KeyValue', id: 1 } } },
    ScopeSpans: { fields: { spans: { rule: 'repeated', type: 'Span', id: 2 } } },
    Span: {
      fields: {
        traceId: { type: 'bytes', id: 1 },
        spanId: { type: 'bytes', id: 2 },
        parentSpanId: { type: 'bytes', id: 4 },
        name: { type: 'string', id: 5 },
        attributes: { rule: 'repeated', type: 'KeyValue', id: 9 },
        status: { type: 'Status', id: 15 },
      },
    },
    Status: { fields: { message: { type: 'string', id: 2 }, code: { type: 'int32', id: 3 } } },
    KeyValue: { fields: { key: { type: 'string', id: 1 }, value: { type: 'AnyValue', id: 2 } } },
    AnyValue: {
      oneofs: { value: { oneof: ['stringValue', 'boolValue', 'intValue', 'doubleValue'] } },
      fields: {
        stringValue: { type: 'string', id: 1 },
        boolValue: { type: 'bool', id: 2 },
        intValue: { type: 'int64', id: 3 },
        doubleValue: { type: 'double', id: 4 },
      },
    },
  },
}).lookupType('ExportTraceServiceRequest');

type KeyValue = { key: string; value?: Record<string, unknown> };
type Request = {
  resourceSpans?: Array<{
    resource?: { attributes?: KeyValue[] };
    scopeSpans?: Array<{
      spans?: Array<{
        name: string;
        traceId: string;
        spanId: string;
        parentSpanId?: string;
        attributes?: KeyValue[];
        status?: { code?: number; message?: string };
      }>;
    }>;
  }>;
};

/** The request in OTLP/JSON's shape: the protobuf body decoded, ids as hex, 64-bit integers as numbers. */
function decode(body: Buffer, contentType: string): Request {
  if (contentType === 'application/json') return JSON.parse(body.toString('utf8')) as Request;
  assert(contentType === 'application/x-protobuf', `an OTLP/HTTP body, not ${contentType}`);
  const message = otlp.decode(body);
  return otlp.toObject(message, { longs: Number, bytes: String, oneofs: false }) as Request &
    Record<string, never>;
}

function assert(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

const hex = (id: string | undefined) => (id ? Buffer.from(id, 'base64').toString('hex') : '');

/** The collector's side of OTLP/HTTP in the test's process: every span the processes exported. */
export function startOtlpReceiver(): Promise<{
  url: string;
  spans: ReceivedSpan[];
  close: () => void;
}> {
  const spans: ReceivedSpan[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/traces') {
        response.writeHead(404).end();
        return;
      }
      const contentType = request.headers['content-type'] ?? '';
      const json = contentType === 'application/json';
      const body = decode(Buffer.concat(chunks), contentType);
      for (const resourceSpans of body.resourceSpans ?? []) {
        const service = resourceSpans.resource?.attributes?.find(({ key }) => key === 'service.name')?.value
          ?.stringValue as string | undefined;
        for (const scope of resourceSpans.scopeSpans ?? [])
          for (const span of scope.spans ?? [])
            spans.push({
              service: service ?? '',
              name: span.name,
              // OTLP/JSON writes ids in hex; protobuf carries the bytes (base64 once decoded here).
              traceId: json ? span.traceId : hex(span.traceId),
              spanId: json ? span.spanId : hex(span.spanId),
              parentSpanId: (json ? span.parentSpanId : hex(span.parentSpanId)) || undefined,
              attributes: Object.fromEntries(
                (span.attributes ?? []).map(({ key, value }) => [key, Object.values(value ?? {})[0]]),
              ),
              status: span.status,
              contentType,
            });
      }
      // An empty ExportTraceServiceResponse, in the encoding of the request.
      response.writeHead(200, { 'content-type': contentType }).end(json ? '{}' : '');
    });
  });
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      done({
        url: `http://127.0.0.1:${port}`,
        spans,
        close: () => {
          server.closeAllConnections();
          server.close();
        },
      });
    }),
  );
}
