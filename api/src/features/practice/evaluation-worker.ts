import type { FastifyBaseLogger } from 'fastify';
import { evaluateSubmission, SandboxUnavailableError } from '../../evaluator/evaluate-submission';
import { EvaluationInputError } from '../../evaluator/evaluation-request';
import type { EvaluationRequest } from '../../evaluator/types';
import { warmUpEvaluator } from '../../evaluator/warm-up';
import type { EvaluateSubmissionJob } from './evaluation-job';
import { levelTests } from './level-tests';
import type { PracticeRepositories } from './practice-repositories';

const UNEXPECTED_FAILURE = 'The evaluation failed unexpectedly. Please submit again.';

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
  log: FastifyBaseLogger;
};

/**
 * The `evaluate-submission` job: takes the submission (once, even if the job is delivered twice),
 * judges it on its level's tests in the sandbox and stores the evaluation. It never throws: a job
 * that cannot finish marks its submission failed with a reason the result tab shows.
 */
export function createEvaluationWorker({ repositories, log }: EvaluationWorkerOptions) {
  const { problems, submissions } = repositories;

  return async function evaluateSubmissionJob(job: EvaluateSubmissionJob): Promise<void> {
    if (typeof job?.submissionId !== 'string') {
      log.error({ job }, 'evaluate-submission job without a submission id');
      return;
    }
    const submission = await submissions.claim(job.submissionId);
    if (!submission) return;
    try {
      await warmUpEvaluatorOnce(log);
      const problem = await problems.findLevelTests(submission.problem_id, submission.level);
      if (!problem) {
        await submissions.fail(submission.id, 'The problem was deleted before the code could be evaluated.');
        return;
      }
      const evaluation = await evaluateSubmission({
        language: submission.language as EvaluationRequest['language'],
        code: submission.code,
        tests: levelTests(problem, submission.level),
        timeLimitMs: problem.time_limit_ms,
      });
      await submissions.complete(submission.id, evaluation);
    } catch (error) {
      const known = error instanceof SandboxUnavailableError || error instanceof EvaluationInputError;
      if (!known) log.error({ err: error, submission: submission.id }, 'evaluation failed');
      await submissions
        .fail(submission.id, known ? (error as Error).message : UNEXPECTED_FAILURE)
        .catch((failError: unknown) => log.error({ err: failError }, 'could not mark the submission failed'));
    }
  };
}
