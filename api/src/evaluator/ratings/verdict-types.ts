// What a verdict says, apart from how it is decided (verdict.ts): the evaluation's types and the API's
// schemas need only this.

/** Why a submission is not accepted, most fundamental first: the verdict names the first that applies. */
export const REJECTION_REASONS = [
  'compile_error',
  'wrong_answer',
  'runtime_error',
  'time_limit_exceeded',
  'memory_limit_exceeded',
  'output_limit_exceeded',
] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];

/**
 * LeetCode's verdict: accepted only when the code compiled and every test, hidden performance tests
 * included, finished right within its time and memory limits. It decides whether the overall rating
 * may reach the unlock threshold; the five ratings still say how good the code is.
 */
export interface Verdict {
  accepted: boolean;
  /** The leading reason when not accepted; null when accepted. */
  reason: RejectionReason | null;
  /** Tests that failed for `reason` (0 for a compile error). */
  failed_tests: number;
  passed_tests: number;
  total_tests: number;
  /** "Accepted: all 12 tests passed." / "Not accepted: time limit exceeded on 3 hidden tests." */
  message: string;
}
