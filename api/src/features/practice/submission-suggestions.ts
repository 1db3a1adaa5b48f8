import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database';
import { containingPattern } from '../../lib/like-pattern';

/** Suggestions for the administrator's submission filters. */
export function createSubmissionSuggestions(db: Database) {
  return {
    /** Up to `limit` e-mails of learners who submitted code, containing `text`: filter suggestions. */
    async suggestSubmitterEmails(text: string, limit: number): Promise<string[]> {
      const rows = await queryRows<{ email: string }>(
        db,
        sql`SELECT u.email FROM users u
            WHERE u.email LIKE ${containingPattern(text.toLowerCase())}
              AND EXISTS (SELECT 1 FROM submissions s WHERE s.user_id = u.id)
            ORDER BY u.email LIMIT ${limit}`,
      );
      return rows.map((row) => row.email);
    },
  };
}
