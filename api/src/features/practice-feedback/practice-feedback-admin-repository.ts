import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database';
import { toIsoTimestamp } from '../../lib/timestamps';
import type { FeedCursor } from '../job-openings/feed-cursor';

/** One message sent from the practice feedback dialog, with who sent it. */
export type PracticeFeedbackView = {
  id: number;
  message: string;
  user_email: string;
  created_at: string;
};

export function createPracticeFeedbackAdminRepository(db: Database) {
  return {
    /**
     * Newest first, keyset-paged on (created_at, id); one row more than `limit` when a next page exists.
     * `created_at` stays PostgreSQL's text so that a cursor keeps its microseconds.
     */
    async list(options: { cursor?: FeedCursor; limit: number }): Promise<PracticeFeedbackView[]> {
      const after = options.cursor
        ? sql`WHERE (f.created_at, f.id) < (${options.cursor.createdAt}::timestamptz, ${options.cursor.id})`
        : sql``;
      return queryRows<PracticeFeedbackView>(
        db,
        sql`SELECT f.id, f.message, u.email AS user_email, f.created_at::text AS created_at
            FROM practice_feedback f JOIN users u ON u.id = f.user_id
            ${after}
            ORDER BY f.created_at DESC, f.id DESC
            LIMIT ${options.limit + 1}`,
      );
    },
  };
}

export function toFeedbackView(row: PracticeFeedbackView): PracticeFeedbackView {
  return {
    id: row.id,
    message: row.message,
    user_email: row.user_email,
    created_at: toIsoTimestamp(row.created_at),
  };
}
