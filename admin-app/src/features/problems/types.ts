import type { ApiQuery, ApiRequestBody, ApiResponse } from 'shared-api';

export const LEVELS = [1, 2, 3] as const;
export type Level = (typeof LEVELS)[number];

/** The body of POST practice/problem: three levels, each with its question, tests and time limit. */
export type NewProblem = ApiRequestBody<'/practice/problem'>;

/** stdin → expected stdout; samples are shown to learners, the rest stay hidden. */
export type TestCase = NewProblem['level_1_tests'][number];

export type { Language } from 'shared-api';
export { LANGUAGES } from 'shared-api';

/** A level made from programs: a reference solution, optionally a generator with its calls and a validator. */
export type LevelPrograms = NonNullable<NewProblem['level_1_programs']>;

export type ProblemStatusFilter = NonNullable<NonNullable<ApiQuery<'/practice/admin/problems'>>['status']>;

export interface AdminProblemsFilter {
  search: string;
  status: ProblemStatusFilter;
  page: number;
}

/** Bank problems are defined in code: publish/unpublish here, edit there. */
export type AdminProblemsPage = ApiResponse<'/practice/admin/problems'>;
export type AdminProblemRow = AdminProblemsPage['results'][number];

export type ProblemForEdit = ApiResponse<'/practice/admin/problem/{id}'>['problem'];
/** A saved level's programs, with what its generated tests are (their contents stay on the server). */
export type SavedLevelPrograms = NonNullable<ProblemForEdit['level_1_programs']>;
