import { queryOptions, useQuery } from 'shared-query';
import { api, dataOf } from 'shared-api';

/** Every tag of a published problem: the tag filter's choices. */
export function getProblemTagsQueryOptions() {
  return queryOptions({
    queryKey: ['practice', 'problem-tags'],
    queryFn: ({ signal }) => dataOf(api.GET('/practice/problem-tags', { signal })),
    // Tags change when an operator publishes a problem: rarely.
    staleTime: 5 * 60_000,
  });
}

export function useProblemTags() {
  return useQuery(getProblemTagsQueryOptions());
}
