import { pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * A Run on the samples in progress, one row per learner at most. The evaluation worker does not
 * start a learner's evaluation while their row is live, and a Run is refused while an evaluation of
 * theirs waits or runs: one piece of a learner's code in the sandbox at a time. Nothing of a Run is
 * kept once it finishes; a row whose process died lapses at `expires_at`.
 */
export const practiceRuns = pgTable('practice_runs', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  startedAt: timestamp('started_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
});
