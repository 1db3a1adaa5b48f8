import type { ApiResponse } from 'shared-api';
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

/** A submission with its evaluation status, its place in the queue while pending, and its rating. */
export type Submission = ApiResponse<'/practice/submissions'>['data']['results'][number];

/** Where a submission's evaluation is: queued, being run by the worker, rated, or failed. */
export type EvaluationStatus = Submission['status'];

export type Evaluation = NonNullable<Submission['evaluation']>;

/** Measured complexity, for levels that declare an expected growth; `measured` null when not determined. */
export type MeasuredGrowth = NonNullable<Evaluation['measured_growth']>;

/** One test's outcome: samples in full, hidden tests as pass/fail only. */
export type TestResult = Evaluation['test_results'][number];

/** The verdicts a test can get, as the Run answer enumerates them. */
export type TestVerdict = ApiResponse<'/practice/run-code', 'post'>['samples'][number]['verdict'];

export const RATING_CRITERIA = [
  'correctness',
  'efficiency',
  'readability',
  'extensibility',
  'robustness',
] as const;

export type RatingCriterion = (typeof RATING_CRITERIA)[number];
