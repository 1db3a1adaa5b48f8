import type { Context, Span } from '@opentelemetry/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  contextFromHeaders,
  SpanStatusCode,
  startServerSpan,
  trace,
  traceContext,
  tracingOn,
} from '../../lib/tracing';

/**
 * One server span per HTTP request, a child of the caller's `traceparent` when it sends one, and the
 * active span while the route runs (so a submission stores its trace for the worker). Registered
 * before every other request hook so that early cached answers are traced too. With tracing off
 * (no OTLP endpoint) it adds no hook at all.
 */
export default fp(
  async function tracingPlugin(app: FastifyInstance) {
    if (!tracingOn()) return;
    const spans = new WeakMap<FastifyRequest, { span: Span; context: Context }>();

    app.addHook('onRequest', (request, _reply, done) => {
      const parent = contextFromHeaders(request.headers);
      const route = request.routeOptions.url;
      const span = startServerSpan(route ? `${request.method} ${route}` : request.method, parent, {
        'http.request.method': request.method,
        'url.path': request.url.split('?', 1)[0],
        ...(route ? { 'http.route': route } : {}),
        'request.id': request.id,
      });
      const active = trace.setSpan(parent, span);
      spans.set(request, { span, context: active });
      traceContext.with(active, done);
    });
    // The body arrives on the socket's own async context: the route handler runs inside the span only
    // when the last hook before it enters the span again.
    app.addHook('preHandler', (request, _reply, done) => {
      const entry = spans.get(request);
      if (entry) traceContext.with(entry.context, done);
      else done();
    });
    const end = (request: FastifyRequest, statusCode: number | undefined) => {
      const entry = spans.get(request);
      if (!entry) return;
      spans.delete(request);
      if (statusCode === undefined) {
        entry.span.setStatus({ code: SpanStatusCode.ERROR, message: 'the client went away' });
      } else {
        entry.span.setAttribute('http.response.status_code', statusCode);
        if (statusCode >= 500) entry.span.setStatus({ code: SpanStatusCode.ERROR });
      }
      entry.span.end();
    };
    app.addHook('onResponse', async (request, reply) => end(request, reply.statusCode));
    app.addHook('onRequestAbort', async (request) => end(request, undefined));
  },
  { name: 'tracing' },
);
