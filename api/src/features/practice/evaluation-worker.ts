import { EventEmitter, once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { evaluateSubmission, SandboxUnavailableError } from '../../evaluator/evaluate-submission';
import { EvaluationInputError } from '../../evaluator/evaluation-request';
import { runAbandonable } from '../../evaluator/sandbox/abandon-scope';
import type { EvaluationRequest } from '../../evaluator/types';
import type { Span } from '@opentelemetry/api';
import { inSpan, SpanKind } from '../../lib/tracing';
import {
  EVALUATION_LEASE_SECONDS,
  LEASE_RENEWAL_MS,
  MAX_EVALUATION_ATTEMPTS,
  SWEEP_INTERVAL_MS,
} from './evaluation-job';
import type { EvaluationWakeUps } from './evaluation-wake-ups';
import { CheckerUnusableError } from '../../evaluator/judge/judge-program';
import { checkerOf, levelGrowthPlan, levelTests, problemCategory } from './level-tests';
import type { PracticeRepositories } from './practice-repositories';
import { warmUpEvaluatorOnce } from './evaluator-warm-up';
import type { ClaimedSubmission } from './submission-leases';

const UNEXPECTED_FAILURE = 'The evaluation failed unexpectedly. Please submit again.';
const REPEATEDLY_INTERRUPTED = `The evaluation was interrupted ${MAX_EVALUATION_ATTEMPTS} times and was stopped. Please submit again.`;

export type EvaluationWorkerOptions = {
  repositories: PracticeRepositories;
  wakeUps: EvaluationWakeUps;
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
  /** The languages this process can run: its claims take only these. All when omitted. */
  languages?: readonly string[];
  /** Evaluations this process runs at once (its sandbox slots): one claiming loop each. */
  slots: number;
  /** How long an idle slot waits for a wake-up before it looks at the line anyway. */
  idleRecheckMs?: number;
};

/**
 * The evaluation slots of one process. Each slot loops: it claims the first submission in the fair line
 * whose author has nothing running, judges it on its level's tests in the sandbox (renewing its lease
 * meanwhile) and stores the evaluation; when nothing can be claimed it waits for a wake-up or the recheck
 * interval. An evaluation never throws: a submission that cannot finish is marked failed with a reason
 * the result tab shows.
 */
export function createEvaluationWorker(
  { repositories, wakeUps, log }: EvaluationWorkerOptions,
  { languages, slots, metrics, idleRecheckMs = SWEEP_INTERVAL_MS }: EvaluationWorkerLimits = { slots: 1 },
) {
  const { submissions } = repositories;
  /** Evaluations running in this process, each with the way to abandon it when shutdown runs out of time. */
  const running = new Map<string, { claim: ClaimedSubmission; done: Promise<void>; abandon: () => void }>();
  metrics?.setSlotReader(() => ({ busy: running.size, total: slots }));
  const record = (claim: ClaimedSubmission, outcome: string, startedAt: number) => {
    metrics?.evaluations.inc({ language: claim.language, outcome });
    if (outcome !== 'handed_back') {
      metrics?.evaluationSeconds.observe(
        { language: claim.language },
        (performance.now() - startedAt) / 1000,
      );
    }
  };
  const takes = (language: string) => !languages || languages.includes(language);
  // Rings wake every idle slot at once; `rings` lets a slot tell that one came while it was looking.
  const doorbell = new EventEmitter().setMaxListeners(0);
  let rings = 0;
  const ring = () => {
    rings += 1;
    doorbell.emit('ring');
  };
  /** Ends at the next ring or after `ms`: a slot never depends on a wake-up alone. */
  const nextRing = (ms: number) =>
    once(doorbell, 'ring', { signal: AbortSignal.timeout(ms) }).catch(() => undefined);
  let closing = false;
  let slotLoops: Promise<void>[] = [];
  let stopListening: (() => Promise<void>) | undefined;

  /** `abandoned` aborts once the claim was handed back: nothing more is written for it then. */
  async function evaluateClaimed(
    claim: ClaimedSubmission,
    abandoned: AbortSignal,
    span?: Span,
  ): Promise<'done' | 'failed' | 'abandoned' | 'superseded'> {
    if (claim.evaluation_attempts > MAX_EVALUATION_ATTEMPTS) {
      log.error({ submission: claim.id }, 'evaluation interrupted too often: failed');
      return (await submissions.fail(claim, REPEATEDLY_INTERRUPTED)) ? 'failed' : 'superseded';
    }
    try {
      await warmUpEvaluatorOnce(log);
      const problem = await repositories.problems.findLevelTests(claim.problem_id, claim.level);
      if (!problem) {
        const failed = await submissions.fail(
          claim,
          'The problem was deleted before the code could be evaluated.',
        );
        return failed ? 'failed' : 'superseded';
      }
      const tests = await levelTests(problem, claim.level, repositories.problems);
      const growth = await levelGrowthPlan(problem, claim.level, repositories.problems);
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
              growth,
              category: problemCategory(problem.bank_slug),
              checker: checkerOf(problem.checker),
            }),
          ),
      );
      if (abandoned.aborted) return 'abandoned';
      if (await submissions.complete(claim, evaluation)) return 'done';
      // This worker's lease lapsed (a stall, a lost database) and another worker took the submission:
      // its evaluation is the one that counts.
      log.warn({ submission: claim.id }, 'evaluation not stored: another worker took the submission over');
      return 'superseded';
    } catch (error) {
      // Its runs were stopped because another worker now owns it: not a failure of this submission.
      if (abandoned.aborted) return 'abandoned';
      const known =
        error instanceof SandboxUnavailableError ||
        error instanceof EvaluationInputError ||
        error instanceof CheckerUnusableError;
      if (!known) log.error({ err: error, submission: claim.id }, 'evaluation failed');
      const failed = await submissions
        .fail(claim, known ? (error as Error).message : UNEXPECTED_FAILURE)
        .catch((failError: unknown) => {
          log.error({ err: failError }, 'could not mark the submission failed');
          return true;
        });
      return failed ? 'failed' : 'superseded';
    }
  }

  /** One slot: claims and evaluates until the process winds down. */
  async function runSlot(): Promise<void> {
    while (!closing) {
      // A wake-up that comes while the claim looks is not lost: the slot then looks again at once.
      const ringsBefore = rings;
      const claim = await submissions
        .claimNext(EVALUATION_LEASE_SECONDS, languages)
        .catch((error: unknown) => {
          log.error({ err: error }, 'could not take a submission from the line');
          return undefined;
        });
      if (claim && closing) {
        // Claimed while shutdown began, after it listed what runs here: back to the line at once.
        await handBack(claim);
      } else if (claim) {
        await evaluateClaim(claim).catch((error: unknown) =>
          log.error({ err: error, submission: claim.id }, 'evaluation slot error'),
        );
      } else if (!closing && rings === ringsBefore) await nextRing(idleRecheckMs);
    }
  }

  async function evaluateClaim(claim: ClaimedSubmission): Promise<void> {
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
    // This learner's next submission waited for this one: an idle slot elsewhere (maybe of another
    // language) may take it now.
    try {
      const waiting = await submissions.waitingLanguage(claim.user_id);
      if (waiting) await wakeUps.announce(waiting);
    } catch (error) {
      log.error({ err: error }, 'could not announce the learner’s next submission (a recheck will find it)');
    }
  }

  /** Starts one claiming loop per slot, woken by announcements in this process's languages. */
  async function start(): Promise<void> {
    stopListening = await wakeUps
      .listen((language) => {
        if (takes(language)) ring();
      })
      .catch((error: unknown) => {
        log.warn(
          { err: error },
          'no wake-ups for the evaluation slots: they recheck the line on their timer',
        );
        return undefined;
      });
    slotLoops = Array.from({ length: slots }, () => runSlot());
  }

  /** Gives a claim back to the line in its old place and announces it, so another worker starts it now. */
  async function handBack(claim: ClaimedSubmission): Promise<void> {
    try {
      if (!(await submissions.releaseClaim(claim))) return;
      log.warn({ submission: claim.id }, 'shutdown: unfinished evaluation handed back to the line');
      await wakeUps.announce(claim.language);
    } catch (error) {
      log.error(
        { err: error, submission: claim.id },
        'shutdown: could not hand the evaluation back (its lease will lapse)',
      );
    }
  }

  /**
   * Shutdown: the slots claim nothing more; evaluations that end before `deadline` (epoch ms) finish, the
   * others are handed back to the line and announced, so another worker starts them at once rather than
   * after their lease lapses. Calling it again waits for the first call.
   */
  let woundDown: Promise<void> | undefined;
  function windDown(deadline: number): Promise<void> {
    woundDown ??= windDownOnce(deadline);
    return woundDown;
  }

  async function windDownOnce(deadline: number): Promise<void> {
    closing = true;
    ring();
    await stopListening?.().catch((error: unknown) =>
      log.warn({ err: error }, 'wake-up listener not closed'),
    );
    const finished = Promise.allSettled([...running.values()].map((entry) => entry.done));
    await Promise.race([finished, deadlinePassed(deadline - Date.now())]);
    const unfinished = [...running.values()];
    for (const { claim, abandon } of unfinished) {
      // Stops its sandboxed runs: a handed-back evaluation must not keep a slot busy while the process exits.
      abandon();
      await handBack(claim);
    }
    // Their runs were killed: they end within moments, before the sandbox is taken down.
    await Promise.race([Promise.allSettled(unfinished.map((entry) => entry.done)), deadlinePassed(1_000)]);
    await Promise.race([Promise.allSettled(slotLoops), deadlinePassed(1_000)]);
  }

  return { start, windDown };
}

/**
 * Resolves after `ms`, without keeping the process alive by itself: once everything it waits beside has
 * settled, a pending deadline must not hold an exiting process (or a test file) for its full length.
 */
function deadlinePassed(ms: number): Promise<void> {
  return sleep(Math.max(0, ms), undefined, { ref: false });
}
