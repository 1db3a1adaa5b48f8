import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from 'shared-auth';
import { ADMIN_JOB_OPENINGS_KEY } from './job-openings-keys';

export function deleteJobOpening(id: number) {
  return apiClient.delete<{ success: boolean; message: string }>(`/referrals/job-opening/${id}`);
}

export function useDeleteJobOpening() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteJobOpening,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_JOB_OPENINGS_KEY }),
  });
}
