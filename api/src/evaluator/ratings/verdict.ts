import type { TestResult, TestVerdict } from '../types.js';
import { plural } from './rating-scale.js';
import { REJECTION_REASONS, type RejectionReason, type Verdict } from './verdict-types.js';

const REASON_WORDS: Record<RejectionReason, string> = {
  compile_error: 'compilation error',
  wrong_answer: 'wrong answer',
  runtime_error: 'runtime error',
  time_limit_exceeded: 'time limit exceeded',
  memory_limit_exceeded: 'memory limit exceeded',
  output_limit_exceeded: 'output limit exceeded',
};

/** A test skipped after a smaller one ran out of time would have run out of time too. */
function reasonOf(verdict: TestVerdict): RejectionReason | undefined {
  if (verdict === 'passed') return undefined;
  if (verdict === 'not_run') return 'time_limit_exceeded';
  return verdict;
}

function describeTests(tests: Array<Pick<TestResult, 'sample'>>): string {
  const samples = tests.filter((test) => test.sample).length;
  const hidden = tests.length - samples;
  if (samples === 0) return plural(hidden, 'hidden test');
  if (hidden === 0) return plural(samples, 'sample test');
  return `${plural(samples, 'sample test')} and ${plural(hidden, 'hidden test')}`;
}

/**
 * The verdict of a judged submission, from what is stored of it: its tests' verdicts and the compile
 * error, if any. Evaluations stored before verdicts existed get theirs the same way.
 */
export function judgeVerdict(
  tests: ReadonlyArray<Pick<TestResult, 'sample' | 'passed' | 'verdict'>>,
  compileError?: string | null,
): Verdict {
  const passed = tests.filter((test) => test.passed).length;
  const counts = { passed_tests: passed, total_tests: tests.length };
  if (compileError || tests.length === 0) {
    return {
      accepted: false,
      reason: 'compile_error',
      failed_tests: 0,
      ...counts,
      message: 'Not accepted: compilation error, so no test could run.',
    };
  }
  const failing = tests.filter((test) => !test.passed);
  if (failing.length === 0) {
    return {
      accepted: true,
      reason: null,
      failed_tests: 0,
      ...counts,
      message: `Accepted: all ${plural(tests.length, 'test')} passed within the limits.`,
    };
  }
  const reason =
    REJECTION_REASONS.find((candidate) => failing.some((test) => reasonOf(test.verdict) === candidate)) ??
    'wrong_answer';
  const failed = failing.filter((test) => (reasonOf(test.verdict) ?? 'wrong_answer') === reason);
  const others = failing.length - failed.length;
  return {
    accepted: false,
    reason,
    failed_tests: failed.length,
    ...counts,
    message:
      `Not accepted: ${REASON_WORDS[reason]} on ${describeTests(failed)}` +
      (others > 0 ? ` (${plural(others, 'other test')} failed too).` : '.'),
  };
}
