import { api, dataOf } from 'shared-api';

export type Counter = 'view_count' | 'share_count';

/**
 * Counts one view or one share; callers do not wait for it and only log a failure
 * (docs/PRODUCT.md#background-requests).
 */
export function incrementCount(jobId: number, counter: Counter) {
  const body = counter === 'view_count' ? { view_count: 1 as const } : { share_count: 1 as const };
  return dataOf(api.PATCH('/referrals/increment-count/{id}', { params: { path: { id: jobId } }, body }));
}

export function countInBackground(jobId: number, counter: Counter): void {
  incrementCount(jobId, counter).catch((error: unknown) => console.warn(`Counting ${counter} failed`, error));
}
