import type { ApiResponse } from 'shared-api';

export { LANGUAGES } from 'shared-api';

/**
 * A submission in the administrator's list: the fields of docs/PRODUCT.md#entity-submission plus who sent it
 * and for which problem.
 */
export type AdminSubmission = ApiResponse<'/practice/submissions/all'>['data']['results'][number];

export type Evaluation = NonNullable<AdminSubmission['evaluation']>;

/**
 * The list filters, exactly as they appear in the URL. The user_id and problem_id of
 * docs/PRODUCT.md#routes-practice still work in a link; the form filters by the learner's e-mail and the
 * problem's title instead.
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
