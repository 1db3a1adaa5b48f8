import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from 'shared-auth';

export interface PracticeFeedback {
  id: number;
  message: string;
  user_email: string;
  created_at: string;
}

export interface PagedPracticeFeedback {
  data: { results: PracticeFeedback[]; current_page: number; next_page?: string };
}

export const PRACTICE_FEEDBACK_PAGE_SIZE = 20;

export function getPracticeFeedback(page: string | undefined, signal?: AbortSignal) {
  return apiClient.get<PagedPracticeFeedback>('/practice/feedback/all', {
    query: { page, page_size: PRACTICE_FEEDBACK_PAGE_SIZE },
    signal,
  });
}

export function getPracticeFeedbackQueryOptions() {
  return infiniteQueryOptions({
    queryKey: ['admin', 'practice-feedback'] as const,
    queryFn: ({ pageParam, signal }) => getPracticeFeedback(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.data.next_page,
  });
}

export function usePracticeFeedback() {
  return useInfiniteQuery(getPracticeFeedbackQueryOptions());
}
