export const LEVELS = [1, 2, 3] as const;
export type Level = (typeof LEVELS)[number];

export const LANGUAGES = ['python', 'javascript', 'typescript', 'java', 'cpp', 'go'] as const;
export type Language = (typeof LANGUAGES)[number];

/** stdin → expected stdout; samples are shown to learners, the rest stay hidden. */
export interface TestCase {
  input: string;
  output: string;
  sample: boolean;
}

export interface NewProblem {
  title: string;
  level_1_question: string;
  level_2_question: string;
  level_3_question: string;
  tags: string[];
  level_1_tests: TestCase[];
  level_2_tests: TestCase[];
  level_3_tests: TestCase[];
  level_1_time_limit_ms: number;
  level_2_time_limit_ms: number;
  level_3_time_limit_ms: number;
}

export interface Problem {
  id: string;
  title: string;
  level_1_question: string;
  level_2_question: string;
  level_3_question: string;
  tags: string[];
}

export type TestVerdict =
  | 'passed'
  | 'wrong_answer'
  | 'runtime_error'
  | 'time_limit_exceeded'
  | 'memory_limit_exceeded'
  | 'output_limit_exceeded'
  | 'not_run';

/** One test as the sandbox judged it. */
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

export type ProblemStatusFilter = 'all' | 'published' | 'unpublished';

export interface AdminProblemsFilter {
  search: string;
  status: ProblemStatusFilter;
  page: number;
}

export interface AdminProblemRow {
  id: string;
  title: string;
  tags: string[];
  published: boolean;
  /** Bank problems are defined in code: publish/unpublish here, edit there. */
  bank_problem: boolean;
  submission_count: number;
  created_at: string;
}

export interface AdminProblemsPage {
  results: AdminProblemRow[];
  page: number;
  page_size: number;
  total: number;
}

export interface ProblemForEdit extends NewProblem {
  id: string;
  bank_problem: boolean;
  published: boolean;
  created_at: string;
  updated_at: string | null;
}
