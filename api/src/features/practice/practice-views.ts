import type { GrowthClass } from '../../evaluator/complexity/growth-classes';
import { howThisIsRated, OVERALL_WEIGHTS, type RatingWeights } from '../../evaluator/ratings/overall';
import { judgeVerdict } from '../../evaluator/ratings/verdict';
import type { ProblemCategory, TestResult, Verdict } from '../../evaluator/types';
import { problemCategory } from './level-tests';
import { toIsoTimestamp } from '../../lib/timestamps';
import type { SubmissionRow, SubmissionStatus } from './submissions-repository';

/** "How this is rated": the weights the overall rating used for this problem's category. */
export type RatingBasis = { category: ProblemCategory; weights: RatingWeights; note: string };

export type EvaluationView = {
  /** Accepted or not, and why: the first thing the result shows. */
  verdict: Verdict;
  overall_rating: number;
  correctness_rating: number;
  correctness_notes: string;
  efficiency_rating: number;
  efficiency_notes: string;
  readability_rating: number;
  readability_notes: string;
  extensibility_rating: number;
  extensibility_notes: string;
  robustness_rating: number;
  robustness_notes: string;
  test_results: TestResult[];
  runtime_ms: number | null;
  memory_kb: number | null;
  error: string | null;
  reviewer_notes: string | null;
  /** Null for levels that declare no expected growth; `measured` null when not determined (too fast, or out of time before two sizes). */
  measured_growth: { measured: GrowthClass | null; expected: GrowthClass } | null;
  how_rated: RatingBasis;
};

export type SubmissionView = {
  id: string;
  problem_id: string;
  user_id: string;
  level: number;
  language: string;
  code: string;
  created_at: string;
  status: SubmissionStatus;
  /** Its place in the line of waiting submissions (1 = next), while status is 'pending'. */
  queue_position: number | null;
  /** Why the evaluation could not run, when status is 'failed'. */
  error: string | null;
  evaluation: EvaluationView | null;
};

export type AdminSubmissionView = SubmissionView & { submitted_by: string; problem_title: string };

/** Hidden tests reveal only whether they passed, their verdict, time and memory. */
function visibleTestResult(result: TestResult): TestResult {
  if (result.sample) return result;
  const { index, sample, passed, verdict, time_ms, memory_kb } = result;
  return { index, sample, passed, verdict, time_ms, memory_kb };
}

/**
 * Evaluations stored before hidden-test notes were reduced to their verdict quote the program's
 * stderr after "Hidden test N crashed (": everything from there on is dropped, since that text
 * (learner-controlled) cannot be trusted to end where the quote ends.
 */
const LEGACY_HIDDEN_CRASH_NOTE = /Hidden test (\d+) crashed \(.*$/s;

function withoutHiddenProgramOutput(notes: string): string {
  return notes.replace(
    LEGACY_HIDDEN_CRASH_NOTE,
    (_quote, testNumber: string) => `Hidden test ${testNumber}: crashed.`,
  );
}

export function toEvaluationView(row: SubmissionRow): EvaluationView | null {
  if (!row.evaluated) return null;
  const testResults = (row.test_results ?? []) as TestResult[];
  const category = problemCategory(row.bank_slug);
  return {
    verdict: judgeVerdict(testResults, row.error),
    overall_rating: row.overall_rating ?? 0,
    correctness_rating: row.correctness_rating ?? 0,
    correctness_notes: withoutHiddenProgramOutput(row.correctness_notes ?? ''),
    efficiency_rating: row.efficiency_rating ?? 0,
    efficiency_notes: row.efficiency_notes ?? '',
    readability_rating: row.readability_rating ?? 0,
    readability_notes: row.readability_notes ?? '',
    extensibility_rating: row.extensibility_rating ?? 0,
    extensibility_notes: row.extensibility_notes ?? '',
    robustness_rating: row.robustness_rating ?? 0,
    robustness_notes: row.robustness_notes ?? '',
    test_results: testResults.map(visibleTestResult),
    runtime_ms: row.runtime_ms,
    memory_kb: row.memory_kb,
    error: row.error,
    reviewer_notes: row.reviewer_notes,
    measured_growth: row.expected_growth
      ? {
          measured: (row.measured_growth as GrowthClass | null) ?? null,
          expected: row.expected_growth as GrowthClass,
        }
      : null,
    how_rated: { category, weights: OVERALL_WEIGHTS[category], note: howThisIsRated(category) },
  };
}

export function toSubmissionView(row: SubmissionRow): SubmissionView {
  return {
    id: row.id,
    problem_id: row.problem_id,
    user_id: row.user_id,
    level: row.level,
    language: row.language,
    code: row.code,
    created_at: toIsoTimestamp(row.created_at),
    status: row.status,
    queue_position: row.status === 'pending' ? row.queue_position : null,
    error: row.status === 'failed' ? row.failure_reason : null,
    evaluation: toEvaluationView(row),
  };
}

export function toAdminSubmissionView(row: SubmissionRow): AdminSubmissionView {
  return {
    ...toSubmissionView(row),
    submitted_by: row.submitted_by ?? '',
    problem_title: row.problem_title ?? '',
  };
}
