import { useMutation, useQueryClient } from 'shared-query';
import { api, dataOf } from 'shared-api';
import { useSession } from 'shared-auth';
import type { CurrentContest, MyContestState, Registration } from '../types';
import { getCurrentContestQueryOptions } from './get-current-contest';

export function registerForContest({ contestId, ...body }: Registration & { contestId: string }) {
  return dataOf(api.POST('/contests/{contestId}/registrations', { params: { path: { contestId } }, body }));
}

/** Writes the student's new state into the page's contest (the answer is their `me`). */
export function useUpdateMyContestState() {
  const queryClient = useQueryClient();
  const { userId } = useSession();
  return ({ me }: MyContestState) => {
    const { queryKey } = getCurrentContestQueryOptions(userId);
    // Keeps the answer's time: the page compares it with the contest's server_time for its clock.
    const updatedAt = queryClient.getQueryState(queryKey)?.dataUpdatedAt;
    queryClient.setQueryData<CurrentContest>(
      queryKey,
      (current) => (current?.contest ? { contest: { ...current.contest, me } } : current),
      { updatedAt },
    );
    void queryClient.invalidateQueries({ queryKey });
  };
}

export function useRegisterForContest() {
  const updateMe = useUpdateMyContestState();
  return useMutation({ mutationFn: registerForContest, onSuccess: updateMe });
}
