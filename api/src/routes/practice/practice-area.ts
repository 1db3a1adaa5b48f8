import type { FastifyInstance } from 'fastify';
import { closeSandbox } from '../../evaluator/sandbox/sandbox-runtime';
import { configuredSlotCount } from '../../evaluator/sandbox/slot-pool';
import { evaluatorStatus } from '../../evaluator/evaluator-status';
import { LANGUAGE_NAMES } from '../../evaluator/languages/toolchain-lookup';
import type { SupportedLanguage } from '../../evaluator/types';
import { evaluationJobName, type EvaluateSubmissionJob } from '../../features/practice/evaluation-job';
import {
  createEvaluationWorker,
  startEvaluationSweeper,
  warmUpEvaluatorOnce,
} from '../../features/practice/evaluation-worker';
import { createPracticeRepositories } from '../../features/practice/practice-repositories';
import evaluationRoutes from './evaluation-routes';
import feedbackRoutes from './feedback-routes';
import problemsAdminRoutes from './problems-admin-routes';
import problemsRoutes from './problems-routes';
import runRoutes from './run-routes';
import submissionsRoutes from './submissions-routes';

/**
 * The coding-practice area (`/v1/practice/...`): its routes and the `evaluate-submission` worker, which
 * runs wherever the queue runs workers (in `npm start` by default, or `npm run worker -w api`).
 */
export default async function practiceArea(app: FastifyInstance) {
  const repositories = createPracticeRepositories(app.db);

  await app.register(problemsRoutes, { repositories });
  await app.register(problemsAdminRoutes, { repositories });
  await app.register(submissionsRoutes, { repositories });
  await app.register(evaluationRoutes, { repositories });
  await app.register(runRoutes, { repositories });
  await app.register(feedbackRoutes, { repositories });

  const workerOptions = { repositories, queue: app.queue, log: app.log };
  // A separate worker takes only the languages it can run (their queues, and its claims); a single
  // process that also serves the API takes them all, and refuses submissions by its own toolchains.
  const languages =
    app.queue.kind === 'pg-boss'
      ? await runnableLanguages()
      : (Object.keys(LANGUAGE_NAMES) as SupportedLanguage[]);
  const slots = configuredSlotCount();
  const evaluations = createEvaluationWorker(workerOptions, {
    languages: app.queue.kind === 'pg-boss' ? languages : undefined,
    slots,
    metrics: app.metrics,
  });
  // As many evaluations at once as the sandbox has slots: each one holds a slot from start to verdict.
  for (const language of languages) {
    await app.queue.work<EvaluateSubmissionJob>(
      evaluationJobName(language),
      evaluations.evaluateNextSubmission,
      {
        concurrency: slots,
      },
    );
  }

  const runsJobsHere = app.config.QUEUE_WORKER === 'in-process';
  let stopSweeper: (() => void) | undefined;
  app.addHook('onReady', async () => {
    if (!runsJobsHere) return;
    stopSweeper = startEvaluationSweeper(workerOptions);
    // Test apps never warm up: most never run code, and the ones that do warm up on their first job.
    if (app.config.NODE_ENV !== 'test') void warmUpEvaluatorOnce(app.log);
    if (app.queue.kind === 'in-process') {
      // The in-process queue forgets its jobs on restart; the submissions table remembers them.
      await repositories.submissions.releaseRunning();
      for (const { id, language } of await repositories.submissions.unfinished()) {
        await app.queue.send<EvaluateSubmissionJob>(evaluationJobName(language), { submissionId: id });
      }
    }
  });
  app.lifecycle.onShutdown(async (deadline) => {
    stopSweeper?.();
    await app.queue.stopTaking();
    await evaluations.windDown(deadline);
  });
  app.addHook('onClose', async () => {
    stopSweeper?.();
    // Running evaluations finish before their sandboxes are taken down.
    await app.queue.stop();
    await closeSandbox();
  });
}

/** The languages this machine can evaluate as it starts (its heartbeat publishes the same set). */
async function runnableLanguages(): Promise<SupportedLanguage[]> {
  const { languages } = await evaluatorStatus();
  return (Object.keys(languages) as SupportedLanguage[]).filter((language) => languages[language].available);
}
