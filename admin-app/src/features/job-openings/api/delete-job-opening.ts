import { useMutation, useQueryClient } from 'shared-query';
import { api, dataOf } from 'shared-api';
import { ADMIN_JOB_OPENINGS_KEY } from './job-openings-keys';

export function deleteJobOpening(id: number) {
  return dataOf(api.DELETE('/referrals/job-opening/{id}', { params: { path: { id } } }));
}

export function useDeleteJobOpening() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteJobOpening,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_JOB_OPENINGS_KEY }),
  });
}
