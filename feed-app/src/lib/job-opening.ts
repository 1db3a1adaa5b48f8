import type { ApiResponse } from 'shared-api';

type FeedItem = ApiResponse<'/referrals/job-openings'>['data']['results'][number];

/**
 * A job opening as the API sends it (docs/PRODUCT.md#entity-job-opening); `link` only for whoever unlocked
 * it. A feed item for a signed-in reader also says whether it fits their preferences and whether they saved
 * it.
 */
export type JobOpening = ApiResponse<'/referrals/job-opening'>['job_opening'] &
  Partial<Pick<FeedItem, 'matches_preferences' | 'saved'>>;
