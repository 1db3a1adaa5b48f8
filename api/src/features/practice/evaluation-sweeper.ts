import { SWEEP_INTERVAL_MS } from './evaluation-job';
import type { EvaluationWorkerOptions } from './evaluation-worker';

/**
 * Runs in every process that evaluates: hands submissions whose worker died (lease lapsed) back to the
 * line and announces them, so an idle slot takes them at once. Returns the function that stops it.
 */
export function startEvaluationSweeper({ repositories, wakeUps, log }: EvaluationWorkerOptions): () => void {
  const { submissions } = repositories;
  let sweeping = false;

  async function sweep(): Promise<void> {
    const released = await submissions.releaseExpiredLeases();
    if (released.length === 0) return;
    log.warn(
      { submissions: released.map((submission) => submission.id) },
      'evaluations whose worker stopped were put back in the line',
    );
    for (const language of new Set(released.map((submission) => submission.language))) {
      await wakeUps.announce(language);
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
