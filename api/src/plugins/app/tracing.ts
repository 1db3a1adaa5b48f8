import type { Span } from '@opentelemetry/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  contextFromHeaders,
  SpanStatusCode,
  startServerSpan,
  traceparentOf,
  tracingOn,
} from '../../lib/tracing';

const spans = new WeakMap<FastifyRequest, Span>();

/** The request's span as a `traceparent`, for work it hands to a worker (undefined when tracing is off). */
export function requestTraceparent(request: FastifyRequest): string | undefined {
  return traceparentOf(spans.get(request));
}

/**
 * One server span per HTTP request, a child of the caller's `traceparent` when it sends one; a route
 * that queues work stores `requestTraceparent(request)` with it. Registered before every other request
 * hook so that early cached answers are traced too. With tracing off (no OTLP endpoint) it adds no
 * hook at all. No async context is entered (see lib/tracing.ts).
 */
export default fp(
  async function tracingPlugin(app: FastifyInstance) {
    if (!tracingOn()) return;
    // Callback hooks, not async ones: an async hook costs each request a promise and its settling.
    app.addHook('onRequest', (request, _reply, done) => {
      const route = request.routeOptions.url;
      const span = startServerSpan(
        route ? `${request.method} ${route}` : request.method,
        contextFromHeaders(request.headers),
        () => ({
          'http.request.method': request.method,
          'url.path': request.url.split('?', 1)[0],
          ...(route ? { 'http.route': route } : {}),
          'request.id': request.id,
        }),
      );
      spans.set(request, span);
      done();
    });
    const end = (request: FastifyRequest, statusCode: number | undefined) => {
      const span = spans.get(request);
      if (!span) return;
      spans.delete(request);
      if (!span.isRecording()) return;
      if (statusCode === undefined) {
        span.setStatus({ code: SpanStatusCode.ERROR, message: 'the client went away' });
      } else {
        span.setAttribute('http.response.status_code', statusCode);
        if (statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      }
      span.end();
    };
    app.addHook('onResponse', (request, reply, done) => {
      end(request, reply.statusCode);
      done();
    });
    app.addHook('onRequestAbort', (request, done) => {
      end(request, undefined);
      done();
    });
  },
  { name: 'tracing' },
);
