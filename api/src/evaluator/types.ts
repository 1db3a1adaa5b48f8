import type { GrowthClass } from './complexity/growth-classes.js';
import type { TestKind } from './complexity/test-kinds.js';
import type { Verdict } from './ratings/verdict-types.js';
import type { SupportedLanguage } from './tree-sitter.js';

export type { SupportedLanguage };
export type { Verdict };

/** What kind of interview round a problem stands for: it sets the weights of the overall rating. */
export type ProblemCategory = 'dsa' | 'low-level-design' | 'machine-coding';

/** One stdin → expected-stdout case; samples are shown to the learner, the rest stay hidden. */
export interface TestCase {
  input: string;
  output: string;
  sample: boolean;
  /** Correctness (small, edge cases) or performance (large); derived from the input size when absent. */
  kind?: TestKind;
}

/** Inputs of growing size n that the evaluator times to measure how the program's time grows. */
export interface GrowthPlan {
  /** The growth the problem's intended solution has. */
  expected: GrowthClass;
  /** `fillIn`: timed only when the declared sizes around it leave the growth unmeasured. */
  inputs: { size: number; input: string; fillIn?: boolean }[];
}

/** What the size runs found, for the learner's result panel. */
export interface MeasuredGrowth {
  /** Undefined when the program was too fast at every size to tell. */
  measured?: GrowthClass;
  expected: GrowthClass;
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
  /** When given, the program is also timed on these inputs and its growth rated against `expected`. */
  growth?: GrowthPlan;
  /** The problem's category; weighs the overall rating (`ratings/overall.ts`). Defaults to DSA. */
  category?: ProblemCategory;
  /** The level's answer checker, when its problem accepts several right answers (judge-program.ts). */
  checker?: { language: SupportedLanguage; code: string };
}

export interface Evaluation {
  /** Accepted or not, and why: decided before the ratings, shown above them. */
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
  /** Slowest test's wall time. */
  runtime_ms: number;
  /** Highest peak memory over the tests. */
  memory_kb: number;
  /** The growth of time against n the size runs measured, when the level declares an expected one. */
  measured_growth?: MeasuredGrowth;
  /** Set when the submission could not be judged normally (compile error, sandbox unavailable). */
  error?: string;
  /** Extra notes from the optional reviewer model; never affects the ratings. */
  reviewer_notes?: string;
}
