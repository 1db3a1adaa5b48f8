import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startEvaluationSweeper } from '../../features/practice/evaluation-sweeper';

export type EvaluationSweeperPluginOptions = { runsWorkers: boolean };

/**
 * In every process that runs evaluations: from ready until shutdown, hands back submissions whose worker
 * died (their lease lapsed) and wakes the slots that can take them.
 */
export default fp<EvaluationSweeperPluginOptions>(
  async function evaluationSweeperPlugin(app: FastifyInstance, options) {
    if (!options.runsWorkers) return;
    let stopSweeper: (() => void) | undefined;
    app.addHook('onReady', async () => {
      stopSweeper = startEvaluationSweeper({
        repositories: app.repositories.practice,
        wakeUps: app.evaluationWakeUps,
        log: app.log,
      });
    });
    app.lifecycle.onShutdown(async () => stopSweeper?.());
    app.addHook('onClose', async () => stopSweeper?.());
  },
  { name: 'evaluation-sweeper', dependencies: ['repositories', 'evaluation-wake-ups', 'lifecycle'] },
);
