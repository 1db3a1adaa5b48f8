import type { EvaluationStatus } from '../types';

/** How far along an unfinished evaluation is, in the words the result tab and the history use. */
export function evaluationProgressTitle(
  status: EvaluationStatus | 'none',
  queuePosition: number | null | undefined,
): string {
  if (status === 'running') return 'Running your code against the tests…';
  return queuePosition ? `Queued — position ${queuePosition}` : 'Your code is queued for evaluation…';
}

/** One learner's submissions are evaluated one at a time, so a second one waits its turn. */
export function evaluationProgressText(
  status: EvaluationStatus | 'none',
  queuePosition: number | null | undefined,
): string {
  if (status === 'running' || !queuePosition) {
    return 'This usually takes a few seconds. The result appears here by itself.';
  }
  const ahead =
    queuePosition === 1
      ? 'Yours is next.'
      : `${queuePosition - 1} ${queuePosition === 2 ? 'submission is' : 'submissions are'} ahead of yours.`;
  return `${ahead} Your submissions are evaluated one at a time. The result appears here by itself.`;
}
