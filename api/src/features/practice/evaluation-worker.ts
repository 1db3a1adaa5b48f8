import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { evaluateSubmission, SandboxUnavailableError } from '../../evaluator/evaluate-submission';
import { EvaluationInputError } from '../../evaluator/evaluation-request';
import { runAbandonable } from '../../evaluator/sandbox/abandon-scope';
import type { EvaluationRequest } from '../../evaluator/types';
import type { Span } from '@opentelemetry/api';
import { inSpan, SpanKind } from '../../lib/tracing';
import type { JobQueue } from '../queue/job-queue';
import {
  EVALUATION_LEASE_SECONDS,
  evaluationJobName,
  LEASE_RENEWAL_MS,
  MAX_EVALUATION_ATTEMPTS,
  type EvaluateSubmissionJob,
} from './evaluation-job';
import { levelGrowthPlan, levelTests, problemCategory } from './level-tests';
import type { PracticeRepositories } from './practice-repositories';
import { warmUpEvaluatorOnce } from './evaluator-warm-up';
import type { ClaimedSubmission } from './submission-leases';

const UNEXPECTED_FAILURE = 'The evaluation failed unexpectedly. Please submit again.';
const REPEATEDLY_INTERRUPTED = `The evaluation was interrupted ${MAX_EVALUATION_ATTEMPTS} times and was stopped. Please submit again.`;

export type EvaluationWorkerOptions = {
  repositories: PracticeRepositories;
  queue: JobQueue;
  log: FastifyBaseLogger;
};

/** Where the worker records its evaluations (the metrics plugin's counters). */
export type EvaluationMetrics = {
  evaluations: { inc(labels: { language: string; outcome: string }): void };
  evaluationSeconds: { observe(labels: { language: string }, seconds: number): void };
  setSlotReader(read: () => { busy: number; total: number }): void;
};

export type EvaluationWorkerLimits = {
  metrics?: EvaluationMetrics;
  /** The languages this process takes (its queues); its claims take only these. All when omitted. */
  languages?: readonly string[];
  /** Evaluations this process runs at once, whichever language queues woke it (its sandbox slots). */
  slots: number;
};

/**
 * The `evaluate-submission` job: takes the oldest waiting submission whose author has nothing
 * running, judges it on its level's tests in the sandbox and stores the evaluation, renewing its
 * lease meanwhile. It never throws: a submission that cannot finish is marked failed with a reason
 * the result tab shows.
 */
export function createEvaluationWorker(
  { repositories, queue, log }: EvaluationWorkerOptions,
  { languages, slots, metrics }: EvaluationWorkerLimits = { slots: 1 },
) {
  const { submissions } = repositories;
  metrics?.setSlotReader(() => ({ busy: slots - freeSlots, total: slots }));
  const record = (claim: ClaimedSubmission, outcome: string, startedAt: number) => {
    metrics?.evaluations.inc({ language: claim.language, outcome });
    if (outcome !== 'handed_back') {
      metrics?.evaluationSeconds.observe(
        { language: claim.language },
        (performance.now() - startedAt) / 1000,
      );
    }
  };
  // One loop per language queue may wake at once: no more claims than slots are held at a time.
  let freeSlots = slots;
  let closing = false;
  const slotWaiters: Array<(granted: boolean) => void> = [];
  /** False once the process winds down: the job's loop then returns without claiming anything. */
  const takeSlot = async (): Promise<boolean> => {
    if (closing) return false;
    if (freeSlots > 0) {
      freeSlots -= 1;
      return true;
    }
    return new Promise<boolean>((resolve) => slotWaiters.push(resolve));
  };
  const giveSlot = () => {
    const next = closing ? undefined : slotWaiters.shift();
    if (next) next(true);
    else freeSlots += 1;
  };
  /** Evaluations running in this process, each with the way to abandon it when shutdown runs out of time. */
  const running = new Map<string, { claim: ClaimedSubmission; done: Promise<void>; abandon: () => void }>();

  /** `abandoned` aborts once the claim was handed back: nothing more is written for it then. */
  async function evaluateClaimed(
    claim: ClaimedSubmission,
    abandoned: AbortSignal,
    span?: Span,
  ): Promise<'done' | 'failed' | 'abandoned'> {
    if (claim.evaluation_attempts > MAX_EVALUATION_ATTEMPTS) {
      log.error({ submission: claim.id }, 'evaluation interrupted too often: failed');
      await submissions.fail(claim.id, REPEATEDLY_INTERRUPTED);
      return 'failed';
    }
    try {
      await warmUpEvaluatorOnce(log);
      const problem = await repositories.problems.findLevelTests(claim.problem_id, claim.level);
      if (!problem) {
        await submissions.fail(claim.id, 'The problem was deleted before the code could be evaluated.');
        return 'failed';
      }
      const tests = await levelTests(problem, claim.level);
      const evaluation = await inSpan(
        'sandbox run',
        {
          parent: span,
          attributes: { 'submission.language': claim.language, 'evaluation.tests': tests.length },
        },
        () =>
          runAbandonable(abandoned, () =>
            evaluateSubmission({
              language: claim.language as EvaluationRequest['language'],
              code: claim.code,
              tests,
              timeLimitMs: problem.time_limit_ms,
              growth: levelGrowthPlan(problem, claim.level),
              category: problemCategory(problem.bank_slug),
            }),
          ),
      );
      if (abandoned.aborted) return 'abandoned';
      await submissions.complete(claim.id, evaluation);
      return 'done';
    } catch (error) {
      // Its runs were stopped because another worker now owns it: not a failure of this submission.
      if (abandoned.aborted) return 'abandoned';
      const known = error instanceof SandboxUnavailableError || error instanceof EvaluationInputError;
      if (!known) log.error({ err: error, submission: claim.id }, 'evaluation failed');
      await submissions
        .fail(claim.id, known ? (error as Error).message : UNEXPECTED_FAILURE)
        .catch((failError: unknown) => log.error({ err: failError }, 'could not mark the submission failed'));
      return 'failed';
    }
  }

  async function evaluateNextSubmission(job: EvaluateSubmissionJob): Promise<void> {
    if (!(await takeSlot())) return;
    try {
      await evaluateNextWithSlot(job);
    } finally {
      giveSlot();
    }
  }

  async function evaluateNextWithSlot(_job: EvaluateSubmissionJob): Promise<void> {
    const claim = await submissions.claimNext(EVALUATION_LEASE_SECONDS, languages).catch((error: unknown) => {
      log.error({ err: error }, 'could not take a submission from the line');
      return undefined;
    });
    if (!claim) return;
    const abandonment = new AbortController();
    const abandon = () => abandonment.abort();
    const abandoned = new Promise<'abandoned'>((resolve) => {
      abandonment.signal.addEventListener('abort', () => resolve('abandoned'), { once: true });
    });
    const heartbeat = setInterval(() => {
      submissions.renewLease(claim, EVALUATION_LEASE_SECONDS).then(
        (held) => {
          if (!held) log.warn({ submission: claim.id }, 'evaluation lease lost to another worker');
        },
        (error: unknown) => log.error({ err: error, submission: claim.id }, 'could not renew the lease'),
      );
    }, LEASE_RENEWAL_MS);
    const startedAt = performance.now();
    // The span continues the trace of the request that submitted it (its stored traceparent).
    const evaluation = inSpan(
      'evaluate submission',
      {
        kind: SpanKind.CONSUMER,
        traceparent: claim.trace_context,
        attributes: {
          'submission.id': claim.id,
          'submission.language': claim.language,
          'submission.attempt': claim.evaluation_attempts,
        },
      },
      async (span) => {
        const outcome = await evaluateClaimed(claim, abandonment.signal, span);
        span?.setAttribute('evaluation.outcome', outcome);
        return outcome;
      },
    );
    running.set(claim.id, { claim, done: evaluation.then(() => undefined), abandon });
    try {
      // An abandoned evaluation was handed back to the line: this process is about to exit.
      const outcome = await Promise.race([evaluation, abandoned]);
      record(claim, outcome === 'abandoned' ? 'handed_back' : outcome, startedAt);
      if (outcome === 'abandoned') return;
    } finally {
      clearInterval(heartbeat);
      running.delete(claim.id);
    }
    // This learner's next submission waited only for this one; its own job may have come and gone.
    try {
      const waiting = await submissions.waitingLanguage(claim.user_id);
      if (waiting) await queue.send<EvaluateSubmissionJob>(evaluationJobName(waiting), {});
    } catch (error) {
      log.error({ err: error }, 'could not queue the learner’s next submission (the sweeper will)');
    }
  }

  /**
   * Shutdown, once the queue takes no more jobs: evaluations that end before `deadline` (epoch ms)
   * finish; the others are handed back to the line with a fresh job, so another worker starts them at
   * once rather than after their lease lapses.
   */
  async function windDown(deadline: number): Promise<void> {
    // Loops waiting for a slot hold a queue job each: they let it go now, so the queue can stop.
    closing = true;
    for (const waiter of slotWaiters.splice(0)) waiter(false);
    const finished = Promise.allSettled([...running.values()].map((entry) => entry.done));
    await Promise.race([finished, sleep(Math.max(0, deadline - Date.now()))]);
    const unfinished = [...running.values()];
    for (const { claim, abandon } of unfinished) {
      // Stops its sandboxed runs: a handed-back evaluation must not keep a slot busy while the process exits.
      abandon();
      try {
        if (!(await submissions.releaseClaim(claim))) continue;
        await queue.send<EvaluateSubmissionJob>(evaluationJobName(claim.language), {
          submissionId: claim.id,
        });
        log.warn({ submission: claim.id }, 'shutdown: unfinished evaluation handed back to the line');
      } catch (error) {
        log.error(
          { err: error, submission: claim.id },
          'shutdown: could not hand the evaluation back (its lease will lapse)',
        );
      }
    }
    // Their runs were killed: they end within moments, before the sandbox is taken down.
    await Promise.race([Promise.allSettled(unfinished.map((entry) => entry.done)), sleep(1_000)]);
  }

  return { evaluateNextSubmission, windDown };
}
