import { apiClient } from 'shared-auth';

export type Counter = 'view_count' | 'share_count';

/** Counts one view or one share; callers do not wait for it and only log a failure (SPEC §8). */
export function incrementCount(jobId: number, counter: Counter): Promise<unknown> {
  return apiClient.patch(`/referrals/increment-count/${jobId}`, { [counter]: 1 });
}

export function countInBackground(jobId: number, counter: Counter): void {
  incrementCount(jobId, counter).catch((error: unknown) => console.warn(`Counting ${counter} failed`, error));
}
