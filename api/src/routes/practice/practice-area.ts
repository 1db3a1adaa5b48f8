import type { FastifyInstance } from 'fastify';
import { closeSandbox } from '../../evaluator/sandbox/sandbox-runtime';
import { configuredSlotCount } from '../../evaluator/sandbox/slot-pool';
import { EVALUATE_SUBMISSION_JOB, type EvaluateSubmissionJob } from '../../features/practice/evaluation-job';
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
  // As many evaluations at once as the sandbox has slots: each one holds a slot from start to verdict.
  await app.queue.work<EvaluateSubmissionJob>(
    EVALUATE_SUBMISSION_JOB,
    createEvaluationWorker(workerOptions),
    {
      concurrency: configuredSlotCount(),
    },
  );

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
      for (const submissionId of await repositories.submissions.unfinishedIds()) {
        await app.queue.send<EvaluateSubmissionJob>(EVALUATE_SUBMISSION_JOB, { submissionId });
      }
    }
  });
  app.addHook('onClose', async () => {
    stopSweeper?.();
    // Running evaluations finish before their sandboxes are taken down.
    await app.queue.stop();
    await closeSandbox();
  });
}
