import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startEvaluationSweeper } from '../../features/practice/evaluation-sweeper';

/**
 * In every process that runs jobs (QUEUE_WORKER=in-process): from ready until shutdown, hands back
 * submissions whose worker died and wakes a worker for those that waited too long.
 */
export default fp(
  async function evaluationSweeperPlugin(app: FastifyInstance) {
    let stopSweeper: (() => void) | undefined;
    app.addHook('onReady', async () => {
      if (app.config.QUEUE_WORKER !== 'in-process') return;
      stopSweeper = startEvaluationSweeper({
        repositories: app.repositories.practice,
        queue: app.queue,
        log: app.log,
      });
    });
    app.lifecycle.onShutdown(async () => stopSweeper?.());
    app.addHook('onClose', async () => stopSweeper?.());
  },
  { name: 'evaluation-sweeper', dependencies: ['repositories', 'queue', 'lifecycle'] },
);
