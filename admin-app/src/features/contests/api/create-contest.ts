import { useMutation, useQueryClient } from 'shared-query';
import { api, dataOf } from 'shared-api';
import type { NewContest } from '../types';
import { adminContestsKey } from './get-admin-contests';

export function createContest(contest: NewContest) {
  return dataOf(api.POST('/admin/contests', { body: contest }));
}

export function useCreateContest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createContest,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminContestsKey }),
  });
}
