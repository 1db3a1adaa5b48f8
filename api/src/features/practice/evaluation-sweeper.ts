import {
  evaluationJobName,
  OVERDUE_WAIT_SECONDS,
  SWEEP_INTERVAL_MS,
  type EvaluateSubmissionJob,
} from './evaluation-job';
import type { EvaluationWorkerOptions } from './evaluation-worker';

/**
 * Runs in every process that evaluates: hands submissions whose worker died (lease lapsed) back to
 * the line, and wakes a worker for any waiting submission that could run but has waited too long.
 * Returns the function that stops it.
 */
export function startEvaluationSweeper({ repositories, queue, log }: EvaluationWorkerOptions): () => void {
  const { submissions } = repositories;
  let sweeping = false;

  async function sweep(): Promise<void> {
    const released = await submissions.releaseExpiredLeases();
    if (released.length > 0) {
      log.warn(
        { submissions: released.map((submission) => submission.id) },
        'evaluations whose worker stopped were put back in the line',
      );
    }
    for (const { id, language } of released) {
      await queue.send<EvaluateSubmissionJob>(evaluationJobName(language), { submissionId: id });
    }
    if (released.length > 0) return;
    for (const language of await submissions.overdueWaitingLanguages(OVERDUE_WAIT_SECONDS)) {
      await queue.send<EvaluateSubmissionJob>(evaluationJobName(language), {});
    }
  }

  const timer = setInterval(() => {
    if (sweeping) return;
    sweeping = true;
    sweep()
      .catch((error: unknown) => log.error({ err: error }, 'evaluation sweep failed'))
      .finally(() => {
        sweeping = false;
      });
  }, SWEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
