import type { FastifyBaseLogger } from 'fastify';
import { evaluateSubmission, SandboxUnavailableError } from '../../evaluator/evaluate-submission';
import { EvaluationInputError } from '../../evaluator/evaluation-request';
import type { EvaluationRequest } from '../../evaluator/types';
import { warmUpEvaluator } from '../../evaluator/warm-up';
import type { JobQueue } from '../queue/job-queue';
import {
  EVALUATE_SUBMISSION_JOB,
  EVALUATION_LEASE_SECONDS,
  LEASE_RENEWAL_MS,
  MAX_EVALUATION_ATTEMPTS,
  OVERDUE_WAIT_SECONDS,
  SWEEP_INTERVAL_MS,
  type EvaluateSubmissionJob,
} from './evaluation-job';
import { levelGrowthPlan, levelTests, problemCategory } from './level-tests';
import type { PracticeRepositories } from './practice-repositories';
import type { ClaimedSubmission } from './submissions-repository';

const UNEXPECTED_FAILURE = 'The evaluation failed unexpectedly. Please submit again.';
const REPEATEDLY_INTERRUPTED = `The evaluation was interrupted ${MAX_EVALUATION_ATTEMPTS} times and was stopped. Please submit again.`;

let warmUp: Promise<void> | undefined;

/**
 * Proves the sandbox works and builds the C++ precompiled header, once per process. A failure is
 * logged, not thrown, and not retried here: the API stays up, and each evaluation checks the sandbox
 * again itself (failing with the sandbox's reason while it is unavailable).
 */
export function warmUpEvaluatorOnce(log: FastifyBaseLogger): Promise<void> {
  warmUp ??= warmUpEvaluator().then(
    ({ unavailableLanguages }) => {
      log.info('evaluator ready: the sandbox works');
      for (const [language, reason] of Object.entries(unavailableLanguages)) {
        log.warn(`evaluator: ${language} submissions are refused: ${reason}`);
      }
    },
    (error: unknown) => log.error({ err: error }, `evaluator warm-up failed: ${(error as Error).message}`),
  );
  return warmUp;
}

export type EvaluationWorkerOptions = {
  repositories: PracticeRepositories;
  queue: JobQueue;
  log: FastifyBaseLogger;
};

/**
 * The `evaluate-submission` job: takes the oldest waiting submission whose author has nothing
 * running, judges it on its level's tests in the sandbox and stores the evaluation, renewing its
 * lease meanwhile. It never throws: a submission that cannot finish is marked failed with a reason
 * the result tab shows.
 */
export function createEvaluationWorker({ repositories, queue, log }: EvaluationWorkerOptions) {
  const { submissions } = repositories;

  async function evaluateClaimed(claim: ClaimedSubmission): Promise<void> {
    if (claim.evaluation_attempts > MAX_EVALUATION_ATTEMPTS) {
      log.error({ submission: claim.id }, 'evaluation interrupted too often: failed');
      await submissions.fail(claim.id, REPEATEDLY_INTERRUPTED);
      return;
    }
    try {
      await warmUpEvaluatorOnce(log);
      const problem = await repositories.problems.findLevelTests(claim.problem_id, claim.level);
      if (!problem) {
        await submissions.fail(claim.id, 'The problem was deleted before the code could be evaluated.');
        return;
      }
      const evaluation = await evaluateSubmission({
        language: claim.language as EvaluationRequest['language'],
        code: claim.code,
        tests: await levelTests(problem, claim.level),
        timeLimitMs: problem.time_limit_ms,
        growth: levelGrowthPlan(problem, claim.level),
        category: problemCategory(problem.bank_slug),
      });
      await submissions.complete(claim.id, evaluation);
    } catch (error) {
      const known = error instanceof SandboxUnavailableError || error instanceof EvaluationInputError;
      if (!known) log.error({ err: error, submission: claim.id }, 'evaluation failed');
      await submissions
        .fail(claim.id, known ? (error as Error).message : UNEXPECTED_FAILURE)
        .catch((failError: unknown) => log.error({ err: failError }, 'could not mark the submission failed'));
    }
  }

  return async function evaluateNextSubmission(_job: EvaluateSubmissionJob): Promise<void> {
    const claim = await submissions.claimNext(EVALUATION_LEASE_SECONDS).catch((error: unknown) => {
      log.error({ err: error }, 'could not take a submission from the line');
      return undefined;
    });
    if (!claim) return;
    const heartbeat = setInterval(() => {
      submissions.renewLease(claim, EVALUATION_LEASE_SECONDS).then(
        (held) => {
          if (!held) log.warn({ submission: claim.id }, 'evaluation lease lost to another worker');
        },
        (error: unknown) => log.error({ err: error, submission: claim.id }, 'could not renew the lease'),
      );
    }, LEASE_RENEWAL_MS);
    try {
      await evaluateClaimed(claim);
    } finally {
      clearInterval(heartbeat);
    }
    // This learner's next submission waited only for this one; its own job may have come and gone.
    try {
      if (await submissions.hasWaiting(claim.user_id)) {
        await queue.send<EvaluateSubmissionJob>(EVALUATE_SUBMISSION_JOB, {});
      }
    } catch (error) {
      log.error({ err: error }, 'could not queue the learner’s next submission (the sweeper will)');
    }
  };
}

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
      log.warn({ submissions: released }, 'evaluations whose worker stopped were put back in the line');
    }
    const wakeUps = released.length || ((await submissions.hasOverdueWaiting(OVERDUE_WAIT_SECONDS)) ? 1 : 0);
    for (let index = 0; index < wakeUps; index++) {
      await queue.send<EvaluateSubmissionJob>(EVALUATE_SUBMISSION_JOB, { submissionId: released[index] });
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
