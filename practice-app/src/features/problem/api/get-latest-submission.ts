import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from 'shared-auth';
import type { ProblemLevelLanguageRef, Submission } from '../types';
import { practiceKeys } from './practice-query-keys';

export interface LatestSubmission {
  submission: Submission | null;
}

export function getLatestSubmission(ref: ProblemLevelLanguageRef, signal?: AbortSignal) {
  return apiClient.get<LatestSubmission>('/practice/submission/latest', {
    query: { problem_id: ref.problemId, user_id: ref.userId, level: ref.level, language: ref.language },
    signal,
  });
}

export function getLatestSubmissionQueryOptions(ref: ProblemLevelLanguageRef) {
  return queryOptions({
    queryKey: practiceKeys.latestSubmission(ref),
    queryFn: ({ signal }) => getLatestSubmission(ref, signal),
  });
}

/** The code last submitted here: what the editor starts from when there is no local draft. */
export function useLatestSubmission(
  ref: ProblemLevelLanguageRef,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({ ...getLatestSubmissionQueryOptions(ref), enabled });
}
