/**
 * The submissions table is the evaluation queue: a waiting submission is a 'pending' row, a worker's
 * slot claims the next one in the fair line (submission-leases) under a lease it renews, and the sweeper
 * puts back submissions whose lease lapsed. Wake-ups (evaluation-wake-ups) only shorten the wait.
 */

/** A running evaluation's lease: renewed while the worker lives, taken back by the sweeper once it lapses. */
export const EVALUATION_LEASE_SECONDS = 20;
export const LEASE_RENEWAL_MS = 5_000;
/**
 * How often every process that runs evaluations looks for lapsed leases, and how long an idle slot waits
 * for a wake-up before it looks at the line anyway (so a lost wake-up delays a submission, never loses it).
 */
export const SWEEP_INTERVAL_MS = 5_000;
/** A submission whose workers died this many times is failed instead of being handed out again. */
export const MAX_EVALUATION_ATTEMPTS = 3;
