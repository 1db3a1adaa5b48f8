/** Every admin query about job openings lives under this key, so one invalidation refreshes them all. */
export const ADMIN_JOB_OPENINGS_KEY = ['admin', 'job-openings'] as const;
