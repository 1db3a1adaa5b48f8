import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database';
import type { JobOpeningRow } from '../job-openings/job-opening-view';

export const SAVED_LIST_LIMIT = 200;

export type SavedOpeningRow = JobOpeningRow & { saved_at: string };

/** Saving is free and idempotent: the (user, opening) key makes a second save or unsave a no-op. */
export function createSavedOpeningsRepository(db: Database) {
  return {
    /** false when the opening does not exist or is not published. */
    async save(userId: string, jobId: number): Promise<boolean> {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`WITH opening AS (SELECT id FROM job_openings WHERE id = ${jobId} AND status = 'published'),
                 inserted AS (INSERT INTO saved_openings (user_id, job_id)
                              SELECT ${userId}, id FROM opening ON CONFLICT DO NOTHING)
            SELECT id FROM opening`,
      );
      return rows.length > 0;
    },

    async unsave(userId: string, jobId: number): Promise<void> {
      await db.execute(sql`DELETE FROM saved_openings WHERE user_id = ${userId} AND job_id = ${jobId}`);
    },

    /** Newest save first; openings that are no longer published are left out. */
    async list(userId: string): Promise<SavedOpeningRow[]> {
      return queryRows<SavedOpeningRow>(
        db,
        sql`SELECT j.id, j.title, j.company_name, j.employment_type, j.location, j.yoe, j.skills, j.view_count,
                   j.share_count, j.created_at::text AS created_at, j.status, j.faang_level,
                   s.created_at::text AS saved_at
            FROM saved_openings s JOIN job_openings j ON j.id = s.job_id
            WHERE s.user_id = ${userId} AND j.status = 'published'
            ORDER BY s.created_at DESC, j.id DESC LIMIT ${SAVED_LIST_LIMIT}`,
      );
    },
  };
}
