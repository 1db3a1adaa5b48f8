import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { evaluatorStatus } from '../../evaluator/evaluator-status';
import { closeSandbox } from '../../evaluator/sandbox/sandbox-runtime';
import { configuredSlotCount } from '../../evaluator/sandbox/slot-pool';
import type { SupportedLanguage } from '../../evaluator/types';
import { createEvaluationWorker } from '../../features/practice/evaluation-worker';

export type EvaluationWorkerPluginOptions = { runsWorkers: boolean };

/**
 * The evaluation slots, in every process that runs workers (`npm start` by default, or `npm run worker
 * -w api`): from ready, each slot claims waiting submissions from the submissions table. On shutdown they
 * claim nothing more, running evaluations finish until the deadline and the rest are handed back; on
 * close the sandbox is taken down.
 */
export default fp<EvaluationWorkerPluginOptions>(
  async function evaluationWorkerPlugin(app: FastifyInstance, options) {
    if (!options.runsWorkers) return;
    const repositories = app.repositories.practice;
    // A worker on PostgreSQL takes only the languages it can run as it starts (its heartbeat publishes the
    // same set); the single process on PGlite takes them all, and refuses submissions by its own toolchains.
    const languages = app.database.connectionString ? await runnableLanguages() : undefined;
    const evaluations = createEvaluationWorker(
      { repositories, wakeUps: app.evaluationWakeUps, log: app.log },
      { languages, slots: configuredSlotCount(), metrics: app.metrics },
    );

    app.addHook('onReady', async () => {
      // PGlite belongs to this one process: a submission left running was running here before a restart.
      if (!app.database.connectionString) await repositories.submissions.releaseRunning();
      await evaluations.start();
    });
    app.lifecycle.onShutdown((deadline) => evaluations.windDown(deadline));
    app.addHook('onClose', async () => {
      // Without a shutdown before (a test, or a start that failed): running evaluations get a moment.
      await evaluations.windDown(Date.now() + CLOSE_GRACE_MS);
      await closeSandbox();
    });
  },
  {
    name: 'evaluation-worker',
    dependencies: ['repositories', 'evaluation-wake-ups', 'metrics', 'lifecycle', 'database'],
  },
);

const CLOSE_GRACE_MS = 10_000;

/** The languages this machine can evaluate as it starts (its heartbeat publishes the same set). */
async function runnableLanguages(): Promise<SupportedLanguage[]> {
  const { languages } = await evaluatorStatus();
  return (Object.keys(languages) as SupportedLanguage[]).filter((language) => languages[language].available);
}
