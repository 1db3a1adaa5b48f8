import { queryOptions, useQuery } from 'shared-query';
import { api, dataOf, type ApiResponse } from 'shared-api';
import type { PracticeLanguage } from '../../../lib/languages';

type EvaluatorLanguages = NonNullable<ApiResponse<'/health'>['evaluator']>['languages'];

/** `reason` says why the server cannot evaluate the language, when it cannot. */
export type LanguageAvailability = EvaluatorLanguages[PracticeLanguage];

export function getEvaluatorHealth(signal?: AbortSignal) {
  return dataOf(api.GET('/health', { signal }));
}

export function getEvaluatorLanguagesQueryOptions() {
  return queryOptions({
    queryKey: ['practice', 'evaluator-languages'] as const,
    queryFn: async ({ signal }): Promise<Partial<EvaluatorLanguages>> =>
      (await getEvaluatorHealth(signal)).evaluator?.languages ?? {},
    // A toolchain appears or disappears only when the operator installs or removes it.
    staleTime: 60_000,
  });
}

/**
 * Which languages the server can evaluate now. While unknown (loading, or the health check failed)
 * every language counts as available: the server still refuses a submission it cannot evaluate.
 */
export function useEvaluatorLanguages() {
  const { data } = useQuery(getEvaluatorLanguagesQueryOptions());
  return (language: PracticeLanguage): LanguageAvailability => data?.[language] ?? { available: true };
}
