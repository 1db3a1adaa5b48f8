import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { evaluatorStatus } from '../../evaluator/evaluator-status';
import { LANGUAGE_NAMES } from '../../evaluator/languages/toolchain-lookup';
import { closeSandbox } from '../../evaluator/sandbox/sandbox-runtime';
import { configuredSlotCount } from '../../evaluator/sandbox/slot-pool';
import type { SupportedLanguage } from '../../evaluator/types';
import { evaluationJobName, type EvaluateSubmissionJob } from '../../features/practice/evaluation-job';
import { createEvaluationWorker } from '../../features/practice/evaluation-worker';

/**
 * The `evaluate-submission` worker: its handlers run wherever the queue runs workers (in `npm start` by
 * default, or `npm run worker -w api`). On shutdown it takes no new jobs, lets running evaluations
 * finish until the deadline and hands the rest back; on close it takes the sandbox down.
 */
export default fp(
  async function evaluationWorkerPlugin(app: FastifyInstance) {
    const repositories = app.repositories.practice;
    // A separate worker takes only the languages it can run (their queues, and its claims); a single
    // process that also serves the API takes them all, and refuses submissions by its own toolchains.
    const languages =
      app.queue.kind === 'pg-boss'
        ? await runnableLanguages()
        : (Object.keys(LANGUAGE_NAMES) as SupportedLanguage[]);
    const slots = configuredSlotCount();
    const evaluations = createEvaluationWorker(
      { repositories, queue: app.queue, log: app.log },
      { languages: app.queue.kind === 'pg-boss' ? languages : undefined, slots, metrics: app.metrics },
    );
    // As many evaluations at once as the sandbox has slots: each one holds a slot from start to verdict.
    for (const language of languages) {
      await app.queue.work<EvaluateSubmissionJob>(
        evaluationJobName(language),
        evaluations.evaluateNextSubmission,
        { concurrency: slots },
      );
    }

    app.addHook('onReady', async () => {
      if (app.config.QUEUE_WORKER !== 'in-process' || app.queue.kind !== 'in-process') return;
      // The in-process queue forgets its jobs on restart; the submissions table remembers them.
      await repositories.submissions.releaseRunning();
      for (const { id, language } of await repositories.submissions.unfinished()) {
        await app.queue.send<EvaluateSubmissionJob>(evaluationJobName(language), { submissionId: id });
      }
    });
    app.lifecycle.onShutdown(async (deadline) => {
      await app.queue.stopTaking();
      await evaluations.windDown(deadline);
    });
    // Registered after the queue plugin, so it runs first: running evaluations finish before their
    // sandboxes are taken down.
    app.addHook('onClose', async () => {
      await app.queue.stop();
      await closeSandbox();
    });
  },
  { name: 'evaluation-worker', dependencies: ['repositories', 'queue', 'metrics', 'lifecycle'] },
);

/** The languages this machine can evaluate as it starts (its heartbeat publishes the same set). */
async function runnableLanguages(): Promise<SupportedLanguage[]> {
  const { languages } = await evaluatorStatus();
  return (Object.keys(languages) as SupportedLanguage[]).filter((language) => languages[language].available);
}
