import { infiniteQueryOptions, useInfiniteQuery } from 'shared-query';
import { api, dataOf, type ApiResponse } from 'shared-api';

export type PagedPracticeFeedback = ApiResponse<'/practice/feedback/all'>;
export type PracticeFeedback = PagedPracticeFeedback['data']['results'][number];

export const PRACTICE_FEEDBACK_PAGE_SIZE = 20;

export function getPracticeFeedback(page: string | undefined, signal?: AbortSignal) {
  return dataOf(
    api.GET('/practice/feedback/all', {
      params: { query: { page, page_size: PRACTICE_FEEDBACK_PAGE_SIZE } },
      signal,
    }),
  );
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
