import { queryOptions, useQuery } from 'shared-query';
import { api, dataOf } from 'shared-api';
import { ADMIN_JOB_OPENINGS_KEY } from './job-openings-keys';

export const jobOpeningQueryKey = (id: number) => [...ADMIN_JOB_OPENINGS_KEY, 'one', id] as const;

/** One opening, whatever its status; the administrator also gets its link. */
export function getJobOpening(id: number, signal?: AbortSignal) {
  return dataOf(api.GET('/referrals/job-opening', { params: { query: { job_id: id } }, signal }));
}

export function getJobOpeningQueryOptions(id: number) {
  return queryOptions({
    queryKey: jobOpeningQueryKey(id),
    queryFn: ({ signal }) => getJobOpening(id, signal),
  });
}

export function useJobOpening(id: number) {
  return useQuery(getJobOpeningQueryOptions(id));
}
