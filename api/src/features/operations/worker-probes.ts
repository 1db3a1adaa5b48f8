import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type WorkerProbeChecks = {
  /** False once the worker is shutting down. */
  accepting: () => boolean;
  /** Rejects when a dependency the worker needs (the database) does not answer. */
  dependencies: () => Promise<void>;
  /** The Prometheus exposition of this process (`GET /metrics`). */
  metrics: () => Promise<{ contentType: string; body: string }>;
};

/**
 * A worker serves no API, but a supervisor still needs to ask it two things on its own port:
 * `/live` (the event loop turns) and `/ready` (it takes jobs: not shutting down, database answering),
 * and Prometheus reads its `/metrics` there.
 * The same paths as the API's (`/v1/health/live`, `/v1/health/ready`) are answered too.
 */
export async function startWorkerProbes(
  checks: WorkerProbeChecks,
  host: string,
  port: number,
): Promise<{ server: Server; port: number; close: () => Promise<void> }> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    const reply = (status: number, body: object) => {
      response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      response.end(JSON.stringify(body));
    };
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return reply(405, { status: 'method not allowed' });
    if (path === '/live' || path === '/v1/health/live') return reply(200, { status: 'ok' });
    if (path === '/metrics') {
      checks.metrics().then(
        ({ contentType, body }) => {
          response.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' });
          response.end(body);
        },
        (error: Error) => reply(500, { status: 'error', reason: error.message }),
      );
      return;
    }
    if (path === '/ready' || path === '/v1/health/ready') {
      if (!checks.accepting()) return reply(503, { status: 'shutting down' });
      checks.dependencies().then(
        () => reply(200, { status: 'ok' }),
        (error: Error) => reply(503, { status: 'unavailable', reason: error.message }),
      );
      return;
    }
    reply(404, { status: 'not found' });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    server,
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
