// One JSON line per request of the app servers (the API's pino lines have the same time and level
// fields), with the request id taken from `x-request-id` when a proxy set one, and sent back.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export type WriteLine = (line: string) => void;

/** Access logs are on in production and with ACCESS_LOG=on (`npm start`); tests and benches stay quiet. */
export function defaultAccessLog(env: Record<string, string | undefined>): WriteLine | null {
  const wanted = env.ACCESS_LOG ? env.ACCESS_LOG === 'on' : env.NODE_ENV === 'production';
  return wanted ? (line) => process.stdout.write(line) : null;
}

const accessIds = new WeakMap<FastifyRequest, string>();

export function addAccessLog(
  app: FastifyInstance,
  { server, write }: { server: string; write: WriteLine | null },
) {
  if (!write) return;
  app.addHook('onRequest', async (request, reply) => {
    const incoming = request.headers['x-request-id'];
    const id = typeof incoming === 'string' && /^[\w.:-]{1,128}$/.test(incoming) ? incoming : randomUUID();
    accessIds.set(request, id);
    reply.header('x-request-id', id);
  });
  app.addHook('onResponse', async (request, reply) => {
    const line = {
      level: 30,
      time: Date.now(),
      server,
      msg: 'request',
      request_id: accessIds.get(request),
      method: request.method,
      url: request.url,
      status: reply.statusCode,
      duration_ms: Math.round(reply.elapsedTime * 10) / 10,
      bytes: Number(reply.getHeader('content-length')) || undefined,
      remote_address: request.ip,
      user_agent: request.headers['user-agent'],
    };
    write(`${JSON.stringify(line)}\n`);
  });
}
