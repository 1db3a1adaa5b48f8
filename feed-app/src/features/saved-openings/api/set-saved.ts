import { useMutation, useQueryClient, type InfiniteData } from 'shared-query';
import { api, dataOf, type ApiResponse } from 'shared-api';
import { useSession } from 'shared-auth';
import type { JobOpening } from '../../../lib/job-opening';
import { savedOpeningsQueryKey } from './get-saved-openings';

type SaveState = ApiResponse<'/referrals/saved-openings/{id}', 'put'>;

/** Save or unsave one opening; both are idempotent on the server. */
export function setSaved(jobId: number, saved: boolean): Promise<SaveState> {
  const params = { path: { id: jobId } };
  return dataOf(
    saved
      ? api.PUT('/referrals/saved-openings/{id}', { params })
      : api.DELETE('/referrals/saved-openings/{id}', { params }),
  );
}

type FeedPages = InfiniteData<{ data: { results: JobOpening[] } }>;

/** Marks the opening saved or not in every feed page already loaded, without refetching them. */
function markInFeed(pages: FeedPages | undefined, state: SaveState): FeedPages | undefined {
  if (!pages) return pages;
  return {
    ...pages,
    pages: pages.pages.map((page) => ({
      ...page,
      data: {
        ...page.data,
        results: page.data.results.map((job) =>
          job.id === state.job_id ? { ...job, saved: state.saved } : job,
        ),
      },
    })),
  };
}

export function useSetSaved() {
  const queryClient = useQueryClient();
  const { userId } = useSession();
  return useMutation({
    mutationFn: ({ jobId, saved }: { jobId: number; saved: boolean }) => setSaved(jobId, saved),
    onSuccess: (state) => {
      queryClient.setQueriesData<FeedPages>({ queryKey: ['referrals', 'job-openings'] }, (pages) =>
        markInFeed(pages, state),
      );
      void queryClient.invalidateQueries({ queryKey: savedOpeningsQueryKey(userId) });
    },
  });
}
