import type { PracticeLanguage } from '../../lib/languages';
import type { ProblemLevel } from '../../lib/levels';

/** Which problem, level and language a request is about; the user comes from the session. */
export interface ProblemLevelRef {
  problemId: string;
  userId: string;
  level: ProblemLevel;
}

export interface ProblemLevelLanguageRef extends ProblemLevelRef {
  language: PracticeLanguage;
}

export interface SampleTest {
  input: string;
  output: string;
}

export interface LevelQuestion {
  problem_id: string;
  title: string;
  tags: string[];
  level: ProblemLevel;
  question: string;
  sample_tests: SampleTest[];
  time_limit_ms: number;
}

export type TestVerdict =
  | 'passed'
  | 'wrong_answer'
  | 'runtime_error'
  | 'time_limit_exceeded'
  | 'memory_limit_exceeded'
  | 'output_limit_exceeded'
  | 'not_run';

/** One test's outcome: samples in full, hidden tests as pass/fail only. */
export interface TestResult {
  index: number;
  sample: boolean;
  passed: boolean;
  verdict: TestVerdict;
  time_ms: number;
  memory_kb: number;
  input?: string;
  expected_output?: string;
  actual_output?: string;
  stderr?: string;
}

export const RATING_CRITERIA = [
  'correctness',
  'efficiency',
  'readability',
  'extensibility',
  'robustness',
] as const;

export type RatingCriterion = (typeof RATING_CRITERIA)[number];

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
  test_results?: TestResult[];
  runtime_ms?: number | null;
  memory_kb?: number | null;
  error?: string | null;
  reviewer_notes?: string | null;
}

/** Where a submission's evaluation is: queued, being run by the worker, rated, or failed. */
export type EvaluationStatus = 'pending' | 'running' | 'done' | 'failed';

export interface Submission {
  id: string;
  problem_id: string;
  user_id: string;
  level: ProblemLevel;
  language: PracticeLanguage;
  code: string;
  created_at: string;
  status: EvaluationStatus;
  /** Its place among the submissions waiting to be evaluated (1 = next), while status is 'pending'. */
  queue_position?: number | null;
  /** Why the evaluation failed, when it did. */
  error: string | null;
  evaluation: Evaluation | null;
}

export interface PagedList<T> {
  data: {
    results: T[];
    current_page: number;
    next_page?: string | number | null;
  };
}
