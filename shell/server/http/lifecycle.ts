// Probes for a balancer and the graceful stop behind them: `stopGracefully()` turns `/health/ready`
// to 503 at once, keeps serving for the drain period (answers then end their keep-alive
// connection), closes (in-flight requests finish, idle sockets close) and cuts whatever is left at
// the timeout.
import type { FastifyInstance } from 'fastify';

export interface ShutdownSettings {
  drainMs: number;
  timeoutMs: number;
}

/** The shutdown defaults of every process (docs/OPERATIONS.md): SHUTDOWN_DRAIN_MS, SHUTDOWN_TIMEOUT_MS. */
export function shutdownSettings(env: Record<string, string | undefined> = process.env): ShutdownSettings {
  const number = (value: string | undefined, fallback: number) =>
    /^\d+$/.test(value ?? '') ? Number(value) : fallback;
  return {
    drainMs: number(env.SHUTDOWN_DRAIN_MS, 5_000),
    timeoutMs: number(env.SHUTDOWN_TIMEOUT_MS, 20_000),
  };
}

/** An app server: a Fastify instance that can also stop gracefully. */
export type AppServer = FastifyInstance & {
  stopGracefully(settings?: ShutdownSettings): Promise<void>;
};

export function addLifecycle(app: FastifyInstance, env: Record<string, string | undefined>): AppServer {
  let draining = false;
  app.get('/health/live', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
  app.get('/health/ready', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (draining) return reply.code(503).send({ status: 'shutting down' });
    return { status: 'ok' };
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (draining) reply.header('connection', 'close');
    return payload;
  });
  let stopping: Promise<void> | undefined;
  app.decorate('stopGracefully', (settings: ShutdownSettings = shutdownSettings(env)) => {
    stopping ??= (async () => {
      draining = true;
      const forced = setTimeout(() => app.server.closeAllConnections(), settings.timeoutMs);
      forced.unref();
      try {
        await new Promise((done) => setTimeout(done, Math.min(settings.drainMs, settings.timeoutMs)));
        await app.close();
      } finally {
        clearTimeout(forced);
      }
    })();
    return stopping;
  });
  return app as AppServer;
}
