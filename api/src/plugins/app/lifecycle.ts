import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Work that must be wound down before the app closes: a worker stops taking jobs, lets the running
 * ones finish until `deadline` (epoch ms) and hands the rest back to the queue.
 */
export type ShutdownStep = (deadline: number) => Promise<void>;

export type Lifecycle = {
  /** Set on SIGTERM: readiness answers 503 from then on, and responses close their connection. */
  readonly draining: boolean;
  startDraining(): void;
  onShutdown(step: ShutdownStep): void;
  /** Runs every registered step (in parallel) with the deadline they must respect. */
  windDown(deadline: number): Promise<void>;
};

export default fp(
  async function lifecyclePlugin(app: FastifyInstance) {
    let draining = false;
    const steps: ShutdownStep[] = [];
    const lifecycle: Lifecycle = {
      get draining() {
        return draining;
      },
      startDraining() {
        draining = true;
      },
      onShutdown(step) {
        steps.push(step);
      },
      async windDown(deadline) {
        await Promise.allSettled(steps.map((step) => step(deadline)));
      },
    };
    app.decorate('lifecycle', lifecycle);
    // A keep-alive client would otherwise keep talking to a replica that is about to go: once draining,
    // each response ends its connection, so the client's next request opens one through the balancer.
    app.addHook('onSend', async (_request, reply) => {
      if (draining) reply.header('connection', 'close');
    });
  },
  { name: 'lifecycle' },
);
