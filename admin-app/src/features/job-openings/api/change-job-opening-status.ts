import { useMutation, useQueryClient } from 'shared-query';
import { api, dataOf } from 'shared-api';
import type { JobOpeningStatus } from '../types';
import { ADMIN_JOB_OPENINGS_KEY } from './job-openings-keys';

interface JobOpeningStatusChange {
  id: number;
  status: JobOpeningStatus;
}

/** Approve or reject a draft, or send a published or rejected opening back to the drafts. */
export function changeJobOpeningStatus({ id, status }: JobOpeningStatusChange) {
  return dataOf(
    api.PATCH('/referrals/job-opening/{id}', { params: { path: { id } }, body: { meta_data: { status } } }),
  );
}

export function useChangeJobOpeningStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeJobOpeningStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_JOB_OPENINGS_KEY }),
  });
}
