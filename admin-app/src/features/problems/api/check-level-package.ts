import { useMutation } from 'shared-query';
import { api, dataOf, fetchWithin, type ApiRequestBody, type ApiResponse } from 'shared-api';

/** A level's programs, its time limit and its hand-written tests (a null output: the reference fills it). */
export type LevelPackageCheckInput = ApiRequestBody<'/practice/admin/level-package/check'>;

/** Whether the level passes, each problem in a sentence, and every test it made. */
export type LevelPackageReport = ApiResponse<'/practice/admin/level-package/check', 'post'>;

// Compiling three programs and running them on every test in the sandbox can take a while.
export const CHECK_TIMEOUT_MS = 120_000;

export function checkLevelPackage(input: LevelPackageCheckInput) {
  return dataOf(
    api.POST('/practice/admin/level-package/check', { body: input, fetch: fetchWithin(CHECK_TIMEOUT_MS) }),
  );
}

export function useCheckLevelPackage() {
  return useMutation({ mutationFn: checkLevelPackage });
}
