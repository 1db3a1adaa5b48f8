import type { ApiResponse } from 'shared-auth';

/** A job opening as the API sends it (SPEC §3); `link` only for whoever unlocked it. */
export type JobOpening = ApiResponse<'/referrals/job-opening'>['job_opening'];
