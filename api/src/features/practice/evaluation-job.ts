/**
 * The queue job that evaluates the next waiting submission. The job only wakes a worker up: the
 * submissions table decides which submission runs (the oldest whose author has nothing running), so
 * one learner never holds two slots, whatever the number of workers and API replicas.
 */
export const EVALUATE_SUBMISSION_JOB = 'evaluate-submission';

/**
 * One queue per language (issue 29): a worker takes jobs only from the queues of the languages it can
 * run, so a Go submission never wakes a worker without Go, and its claim takes only those languages.
 */
export function evaluationJobName(language: string): string {
  return `${EVALUATE_SUBMISSION_JOB}-${language}`;
}

/** `submissionId` names the submission that prompted the job (for logs); any waiting one may run. */
export type EvaluateSubmissionJob = { submissionId?: string };

/** A running evaluation's lease: renewed while the worker lives, taken back by the sweeper once it lapses. */
export const EVALUATION_LEASE_SECONDS = 20;
export const LEASE_RENEWAL_MS = 5_000;
/** How often every process that runs evaluations looks for lapsed leases and stalled submissions. */
export const SWEEP_INTERVAL_MS = 5_000;
/** A waiting submission that could run but has waited this long gets a fresh job (a lost wake-up). */
export const OVERDUE_WAIT_SECONDS = 20;
/** A submission whose workers died this many times is failed instead of being handed out again. */
export const MAX_EVALUATION_ATTEMPTS = 3;
