import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { endServerSpan, isRecorded, startServerSpan, traceparentOf, tracingOn } from '../../lib/tracing';

/** The request's trace as a `traceparent`, for work it hands to a worker (undefined when tracing is off). */
export function requestTraceparent(request: FastifyRequest): string | undefined {
  return traceparentOf(request.serverTrace);
}

const spanName = (request: FastifyRequest) => {
  const route = request.routeOptions.url;
  return route ? `${request.method} ${route}` : request.method;
};

const spanAttributes = (request: FastifyRequest) => {
  const route = request.routeOptions.url;
  return {
    'http.request.method': request.method,
    'url.path': request.url.split('?', 1)[0],
    ...(route ? { 'http.route': route } : {}),
    'request.id': request.id,
  };
};

/**
 * One server span per HTTP request, a child of the caller's `traceparent` when it sends one; a route
 * that queues work stores `requestTraceparent(request)` with it. Registered before every other request
 * hook so that early cached answers are traced too. With tracing off (no OTLP endpoint) it adds no
 * hook at all. No async context is entered (see lib/tracing.ts). A request that starts a trace the
 * sampler leaves out makes no span (lib/tracing.ts, startServerSpan): with 10 % sampling, nine requests
 * in ten cost one random number and a comparison.
 */
export default fp(
  async function tracingPlugin(app: FastifyInstance) {
    // A decorated field rather than a WeakMap keyed by request: set, read and cleared per request, a
    // WeakMap entry cost ~0.3 µs and work for the garbage collector.
    app.decorateRequest('serverTrace', null);
    if (!tracingOn()) return;
    const end = (request: FastifyRequest, statusCode: number | undefined) => {
      const serverTrace = request.serverTrace;
      if (!serverTrace) return;
      request.serverTrace = null;
      endServerSpan(serverTrace, statusCode);
    };
    // Callback hooks, not async ones: an async hook costs each request a promise and its settling.
    app.addHook('onRequest', (request, _reply, done) => {
      const serverTrace = startServerSpan(request.headers, request, spanName, spanAttributes);
      request.serverTrace = serverTrace;
      // Only a recorded span has anything to end when the client goes away. Fastify's onRequestAbort
      // hook would listen on every request, the nine in ten a 10 % sampler leaves out too (issue 29).
      if (isRecorded(serverTrace))
        request.raw.once('close', () => {
          if (request.raw.aborted) end(request, undefined);
        });
      done();
    });
    app.addHook('onResponse', (request, reply, done) => {
      end(request, reply.statusCode);
      done();
    });
  },
  { name: 'tracing' },
);
