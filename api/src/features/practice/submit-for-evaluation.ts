import { EMPTY_CODE_MESSAGE } from 'shared-api/validation';
import { assertCanEvaluate, EvaluatorUnavailableError } from '../../evaluator/evaluator-status';
import { AnalysisBusyError, checkLanguage, type LanguageCheckResult } from '../../evaluator/language-check';
import type { SupportedLanguage } from '../../evaluator/types';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../lib/http-errors';
import type { SessionUser } from '../accounts/session-user';
import type { EvaluationWakeUps } from './evaluation-wake-ups';
import { isLevelOpen } from './level-lock';
import type { PracticeRepositories } from './practice-repositories';
import type { SubmissionStatus, SubmissionsRepository } from './submissions-repository';
import type { ProblemLevelNumber } from './problems-repository';

export { EMPTY_CODE_MESSAGE };
export const LEVEL_LOCKED_MESSAGE =
  'You need overall rating of at least 7 in the previous level to unlock this level.';
export const PROBLEM_NOT_FOUND = 'This problem does not exist.';
export const SUBMITTED_MESSAGE = 'Your code was submitted for evaluation.';

export const limitReachedMessage = (limit: number) =>
  `You have used today's ${limit} free evaluations. Subscribe for unlimited evaluations, or come back ` +
  'tomorrow (the count starts again at 00:00 UTC).';

export type SubmitRequest = {
  id: string;
  problemId: string;
  level: ProblemLevelNumber;
  language: SupportedLanguage;
  code: string;
  /** The request's `traceparent` when tracing is on (stored with the submission for the worker). */
  traceContext?: string;
};

export type SubmitAnswer = {
  success: boolean;
  limit_reached: boolean;
  message: string;
  /** Where the submission stands once accepted: waiting (with its place in line), running or finished. */
  status?: SubmissionStatus;
  queue_position?: number | null;
};

export type SubmitDependencies = {
  repositories: PracticeRepositories;
  wakeUps: EvaluationWakeUps;
  log: { warn(object: object, message: string): void };
  freeEvaluationsPerDay: number;
  /**
   * Refuses a language no worker can evaluate, with an EvaluatorUnavailableError. By default this
   * machine's own check (it runs the jobs itself); a replica asks the workers' heartbeats instead.
   */
  assertCanEvaluate?: (language: SupportedLanguage) => Promise<void>;
};

/** The language check, with "too many checks waiting" as a 503 the learner can retry. */
export async function checkLanguageOrBusy(
  code: string,
  language: SupportedLanguage,
): Promise<LanguageCheckResult> {
  try {
    return await checkLanguage(code, language);
  } catch (error) {
    if (error instanceof AnalysisBusyError) throw new HttpError(503, error.message);
    throw error;
  }
}

/** Fails with the reason the code cannot be judged in this language (or at all), before anything is stored. */
export async function assertCodeReady(code: string, language: SupportedLanguage): Promise<void> {
  if (code.trim().length === 0) throw badRequest(EMPTY_CODE_MESSAGE);
  const check = await checkLanguageOrBusy(code, language);
  if (!check.passed)
    throw badRequest(check.reason ?? 'The code does not appear to be in the chosen language.');
}

/**
 * docs/PRODUCT.md#code-submission: empty check, language check, then a pending submission (the queue
 * entry) and a wake-up for idle slots. The client's submission id makes a retried call return the first
 * answer without a second submission.
 */
export async function submitForEvaluation(
  dependencies: SubmitDependencies,
  user: SessionUser,
  request: SubmitRequest,
): Promise<SubmitAnswer> {
  const { problems, submissions } = dependencies.repositories;
  const accepted: SubmitAnswer = { success: true, limit_reached: false, message: SUBMITTED_MESSAGE };

  const earlier = await submissions.findOwner(request.id);
  if (earlier) {
    return withQueueState(submissions, request.id, sameSubmissionAgain(earlier, user, request, accepted));
  }

  await assertCodeReady(request.code, request.language);
  if (!(await problems.exists(request.problemId, user.isAdmin ? 'administrator' : 'learner')))
    throw notFound(PROBLEM_NOT_FOUND);
  if (!(await isLevelOpen(submissions, user.id, request.problemId, request.level))) {
    throw forbidden(LEVEL_LOCKED_MESSAGE);
  }

  // Before anything is stored or counted: a missing sandbox or toolchain is the platform's fault.
  await (dependencies.assertCanEvaluate ?? assertCanEvaluate)(request.language).catch((error: unknown) => {
    throw error instanceof EvaluatorUnavailableError ? new HttpError(503, error.message) : error;
  });

  const outcome = await submissions.createWithinDailyLimit(
    { ...request, userId: user.id, email: user.email },
    dependencies.freeEvaluationsPerDay,
  );
  if (outcome === 'limit-reached') {
    return {
      success: false,
      limit_reached: true,
      message: limitReachedMessage(dependencies.freeEvaluationsPerDay),
    };
  }
  if (outcome === 'already-exists') return withQueueState(submissions, request.id, accepted);

  // The stored row is the queue entry; the wake-up only spares an idle slot its recheck interval.
  await dependencies.wakeUps.announce(request.language).catch((error: unknown) => {
    dependencies.log.warn({ err: error, submission: request.id }, 'wake-up not sent; a slot will recheck');
  });
  return withQueueState(submissions, request.id, accepted);
}

async function withQueueState(
  submissions: SubmissionsRepository,
  id: string,
  answer: SubmitAnswer,
): Promise<SubmitAnswer> {
  const state = await submissions.queueState(id);
  return state ? { ...answer, ...state } : answer;
}

function sameSubmissionAgain(
  earlier: { user_id: string; problem_id: string; level: number; language: string; code: string },
  user: SessionUser,
  request: SubmitRequest,
  accepted: SubmitAnswer,
): SubmitAnswer {
  if (earlier.user_id !== user.id) throw conflict('This submission id is already taken: send a new one.');
  const same =
    earlier.problem_id === request.problemId &&
    earlier.level === request.level &&
    earlier.language === request.language &&
    earlier.code === request.code;
  if (!same) throw conflict('This submission id was already used for other code: send a new one.');
  return accepted;
}
