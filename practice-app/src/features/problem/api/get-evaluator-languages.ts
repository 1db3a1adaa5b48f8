import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from 'shared-auth';
import type { PracticeLanguage } from '../../../lib/languages';

export interface LanguageAvailability {
  available: boolean;
  /** Why the server cannot evaluate it, when it cannot. */
  reason?: string;
}

/** The evaluator's part of GET /v1/health. */
export interface EvaluatorHealth {
  evaluator?: { languages?: Partial<Record<PracticeLanguage, LanguageAvailability>> };
}

export function getEvaluatorHealth(signal?: AbortSignal) {
  return apiClient.get<EvaluatorHealth>('/health', { signal });
}

export function getEvaluatorLanguagesQueryOptions() {
  return queryOptions({
    queryKey: ['practice', 'evaluator-languages'] as const,
    queryFn: async ({ signal }) => (await getEvaluatorHealth(signal)).evaluator?.languages ?? {},
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
