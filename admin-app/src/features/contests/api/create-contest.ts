import { useMutation, useQueryClient } from 'shared-query';
import { dataOf } from 'shared-api';
import type { NewContest } from '../types';
import { contestAdminApi } from './contest-admin-client';
import { adminContestsKey } from './get-admin-contests';

export function createContest(contest: NewContest) {
  return dataOf(contestAdminApi.POST('/admin/contests', { body: contest }));
}

export function useCreateContest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createContest,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminContestsKey }),
  });
}
