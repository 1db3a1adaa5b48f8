export const LANGUAGES = ['python', 'javascript', 'typescript', 'java', 'cpp', 'go'] as const;

export interface TestResult {
  index: number;
  sample: boolean;
  passed: boolean;
  verdict: string;
  time_ms: number;
  memory_kb: number;
}

export interface Evaluation {
  overall_rating: number | null;
  correctness_rating: number | null;
  correctness_notes: string | null;
  efficiency_rating: number | null;
  efficiency_notes: string | null;
  readability_rating: number | null;
  readability_notes: string | null;
  extensibility_rating: number | null;
  extensibility_notes: string | null;
  robustness_rating: number | null;
  robustness_notes: string | null;
  test_results?: TestResult[] | null;
  runtime_ms?: number | null;
  memory_kb?: number | null;
  error?: string | null;
}

/** A submission in the administrator's list: the spec's fields plus who sent it and for which problem. */
export interface AdminSubmission {
  id: string;
  problem_id: string;
  user_id: string;
  level: number;
  language: string;
  code: string;
  created_at: string;
  status?: string;
  /** Why the evaluation failed, when it did. */
  error?: string | null;
  evaluation: Evaluation | null;
  submitted_by: string;
  problem_title: string;
}

export interface PagedSubmissions {
  data: { results: AdminSubmission[]; current_page: number; next_page?: string | number | null };
}

/**
 * The list filters, exactly as they appear in the URL. SPEC §2's user_id and problem_id still work in
 * a link; the form filters by the learner's e-mail and the problem's title instead.
 */
export interface SubmissionFilters {
  user_id: string;
  problem_id: string;
  email: string;
  problem_title: string;
  level: string;
  language: string;
}

export const FILTER_KEYS = [
  'user_id',
  'problem_id',
  'email',
  'problem_title',
  'level',
  'language',
] as const satisfies ReadonlyArray<keyof SubmissionFilters>;
