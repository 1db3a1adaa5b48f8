import type { SupportedLanguage } from './tree-sitter.js';

export type { SupportedLanguage };

/** One stdin → expected-stdout case; samples are shown to the learner, the rest stay hidden. */
export interface TestCase {
  input: string;
  output: string;
  sample: boolean;
}

export type TestVerdict =
  | 'passed'
  | 'wrong_answer'
  | 'runtime_error'
  | 'time_limit_exceeded'
  | 'memory_limit_exceeded'
  | 'output_limit_exceeded'
  | 'not_run';

export interface TestResult {
  index: number;
  sample: boolean;
  passed: boolean;
  verdict: TestVerdict;
  time_ms: number;
  memory_kb: number;
  /** Only for samples: what the learner needs to debug (all truncated). Hidden tests reveal pass/fail only. */
  input?: string;
  expected_output?: string;
  actual_output?: string;
  stderr?: string;
}

export interface EvaluationRequest {
  language: SupportedLanguage;
  code: string;
  tests: TestCase[];
  /** Per-test wall-clock limit. */
  timeLimitMs: number;
  /** Time the reference solution needs on the largest test, when known. */
  referenceTimeMs?: number;
  /** Per-run memory limit; defaults to 256 MB. */
  memoryLimitMb?: number;
}

export interface Evaluation {
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
  /** Slowest test's wall time. */
  runtime_ms: number;
  /** Highest peak memory over the tests. */
  memory_kb: number;
  /** Set when the submission could not be judged normally (compile error, sandbox unavailable). */
  error?: string;
  /** Extra notes from the optional reviewer model; never affects the ratings. */
  reviewer_notes?: string;
}
