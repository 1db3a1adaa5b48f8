import { analyseSubmission } from './analyzers/analyse-submission.js';
import { parseEvaluationRequest } from './evaluation-request.js';
import { judgeProgram, type JudgedTest } from './judge/judge-program.js';
import { DEFAULT_MEMORY_LIMIT_MB } from './judge/sandbox-limits.js';
import { analyseCodeMetrics } from './ratings/analyse-code-metrics.js';
import { overallRating } from './ratings/overall.js';
import { rateCorrectness } from './ratings/rate-correctness.js';
import { judgeVerdict } from './ratings/verdict.js';
import { rateEfficiency, slowerThanIntended } from './ratings/rate-efficiency.js';
import { analyseSpeedHints } from './speed-hints/analyse-speed-hints.js';
import { rateUnanalysableCode } from './ratings/rate-code-quality.js';
import { rateExtensibility } from './ratings/rate-extensibility.js';
import { rateReadability } from './ratings/rate-readability.js';
import { rateRobustness } from './ratings/rate-robustness.js';
import {
  requestReview,
  reviewerConfigFromEnv,
  type ReviewerConfig,
} from './reviewer/openai-compatible-reviewer.js';
import { LANGUAGE_NAMES, toolchainReport } from './languages/toolchain-lookup.js';
import { getSandboxRuntime } from './sandbox/sandbox-runtime.js';
import type { Evaluation, EvaluationRequest, TestResult } from './types.js';

/** Thrown when code cannot be run safely; the job should fail with this message, never run unsandboxed. */
export class SandboxUnavailableError extends Error {}

export interface EvaluateOptions {
  /** Overrides REVIEWER_URL / REVIEWER_MODEL (tests); `null` turns the reviewer off. */
  reviewer?: ReviewerConfig | null;
}

function publicResult(test: JudgedTest): TestResult {
  const {
    kind: _kind,
    inputBytes: _inputBytes,
    stderrExcerpt: _stderr,
    exitDescription: _exit,
    comparison: _comparison,
    ...visible
  } = test;
  return visible;
}

/**
 * Compiles and runs a submission against its tests in the sandbox, then rates it. Throws
 * `EvaluationInputError` for an invalid request and `SandboxUnavailableError` when it cannot run code.
 */
export async function evaluateSubmission(
  input: EvaluationRequest,
  options: EvaluateOptions = {},
): Promise<Evaluation> {
  const request = parseEvaluationRequest(input);
  const memoryLimitMb = request.memoryLimitMb ?? DEFAULT_MEMORY_LIMIT_MB;
  // A missing toolchain is the server's fault, never reported as the learner's compile error.
  const toolchain = toolchainReport().languages[request.language];
  if (!toolchain.available) {
    throw new SandboxUnavailableError(
      `${LANGUAGE_NAMES[request.language]} code cannot be evaluated: ${toolchain.reason}.`,
    );
  }
  const runtime = await getSandboxRuntime().catch((error: Error) => {
    throw new SandboxUnavailableError(`Code cannot be run: the sandbox is unavailable (${error.message}).`);
  });
  // The analyzer runs in the same slot as the tests, at the same time: a JVM-based checker's start-up
  // overlaps the compilation instead of adding to the verdict's wait.
  const [[report, analyzer], metrics] = await Promise.all([
    runtime.pool.withSlot((slot) =>
      Promise.all([
        judgeProgram(
          {
            ...request,
            memoryLimitMb,
            growthInputs: request.growth?.inputs,
            expectedGrowth: request.growth?.expected,
          },
          slot,
          runtime,
        ),
        analyseSubmission(request.language, request.code, slot, runtime),
      ]),
    ),
    analyseCodeMetrics(request.language, request.code),
  ]);

  const correctness = rateCorrectness(report);
  const efficiencyContext = {
    timeLimitMs: request.timeLimitMs,
    memoryLimitMb,
    referenceTimeMs: request.referenceTimeMs,
    expectedGrowth: request.growth?.expected,
  };
  // Looked for only when the note will speak of them: a program slower than intended.
  const speedHints = slowerThanIntended(report, efficiencyContext)
    ? await analyseSpeedHints(request.language, request.code)
    : [];
  const efficiency = rateEfficiency(report, { ...efficiencyContext, speedHints });
  const { readability, extensibility, robustness } = metrics
    ? {
        readability: rateReadability(metrics, analyzer),
        extensibility: rateExtensibility(metrics, analyzer, request.category),
        robustness: rateRobustness(metrics, report, request.code, analyzer),
      }
    : rateUnanalysableCode();
  // Accepted only when every test finished right within its limits: a time-out on a performance test
  // lowers efficiency and also keeps overall below the unlock threshold.
  const verdict = judgeVerdict(report.tests, report.compileError);
  const anyPassed = !report.compileError && report.tests.some((test) => test.passed);
  const overall = overallRating(
    {
      correctness: correctness.rating,
      efficiency: efficiency.rating,
      readability: readability.rating,
      extensibility: extensibility.rating,
      robustness: robustness.rating,
    },
    verdict.accepted,
    anyPassed,
    request.category,
  );

  const evaluation: Evaluation = {
    verdict,
    overall_rating: overall,
    correctness_rating: correctness.rating,
    correctness_notes: correctness.notes,
    efficiency_rating: efficiency.rating,
    efficiency_notes: efficiency.notes,
    readability_rating: readability.rating,
    readability_notes: readability.notes,
    extensibility_rating: extensibility.rating,
    extensibility_notes: extensibility.notes,
    robustness_rating: robustness.rating,
    robustness_notes: robustness.notes,
    test_results: report.tests.map(publicResult),
    runtime_ms: Math.max(0, ...report.tests.map((test) => test.time_ms)),
    memory_kb: Math.max(0, ...report.tests.map((test) => test.memory_kb)),
  };
  if (efficiency.measuredGrowth) evaluation.measured_growth = efficiency.measuredGrowth;
  if (report.compileError) evaluation.error = `Compilation failed:\n${report.compileError}`;

  // The ratings are final above; the reviewer only contributes text.
  const reviewerConfig =
    options.reviewer === null ? undefined : (options.reviewer ?? reviewerConfigFromEnv());
  const reviewerNotes = await requestReview(reviewerConfig, {
    language: request.language,
    code: request.code,
    summary: `overall ${overall}, correctness ${correctness.rating}, efficiency ${efficiency.rating}`,
  });
  if (reviewerNotes) evaluation.reviewer_notes = reviewerNotes;
  return evaluation;
}
