import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database';
import { toIsoTimestamp } from '../../lib/timestamps';

export type ReferralRequestView = {
  id: number;
  job_id: number;
  title: string;
  company_name: string;
  resume_link: string;
  notes: string;
  status: string;
  created_at: string;
};

export type UnlockedOpeningView = {
  job_id: number;
  title: string;
  company_name: string;
  location: string;
  employment_type: string;
  link: string;
  unlocked_at: string;
};

export function createReferralRequestsRepository(db: Database) {
  return {
    /** Stores the apply form; the opening must have been unlocked by this user first. */
    async create(input: {
      userId: string;
      jobId: number;
      resumeLink: string;
      notes: string;
    }): Promise<'not-unlocked' | 'duplicate' | ReferralRequestView> {
      const rows = await queryRows<ReferralRequestView & { unlocked: boolean }>(
        db,
        sql`WITH unlocked AS (
              SELECT 1 FROM job_unlocks WHERE user_id = ${input.userId} AND job_id = ${input.jobId}
            ), inserted AS (
              INSERT INTO referral_requests (user_id, job_id, resume_link, notes)
              SELECT ${input.userId}, ${input.jobId}, ${input.resumeLink}, ${input.notes}
              WHERE EXISTS (SELECT 1 FROM unlocked)
              ON CONFLICT (user_id, job_id) DO NOTHING
              RETURNING id, job_id, resume_link, notes, status, created_at::text AS created_at
            )
            SELECT i.*, j.title, j.company_name, EXISTS (SELECT 1 FROM unlocked) AS unlocked
            FROM (SELECT 1) AS one
            LEFT JOIN inserted i ON true
            LEFT JOIN job_openings j ON j.id = i.job_id`,
      );
      const row = rows[0];
      if (!row?.unlocked) return 'not-unlocked';
      if (row.id === null) return 'duplicate';
      return { ...toView(row) };
    },

    async listForUser(userId: string): Promise<{
      unlocked: UnlockedOpeningView[];
      requests: ReferralRequestView[];
    }> {
      const unlocked = await queryRows<UnlockedOpeningView>(
        db,
        sql`SELECT u.job_id, j.title, j.company_name, j.location, j.employment_type, j.link,
                   u.created_at::text AS unlocked_at
            FROM job_unlocks u JOIN job_openings j ON j.id = u.job_id
            WHERE u.user_id = ${userId} ORDER BY u.created_at DESC, u.id DESC LIMIT 500`,
      );
      const requests = await queryRows<ReferralRequestView>(
        db,
        sql`SELECT r.id, r.job_id, j.title, j.company_name, r.resume_link, r.notes, r.status,
                   r.created_at::text AS created_at
            FROM referral_requests r JOIN job_openings j ON j.id = r.job_id
            WHERE r.user_id = ${userId} ORDER BY r.created_at DESC, r.id DESC LIMIT 500`,
      );
      return {
        unlocked: unlocked.map((row) => ({ ...row, unlocked_at: toIsoTimestamp(row.unlocked_at) })),
        requests: requests.map(toView),
      };
    },
  };
}

function toView(row: ReferralRequestView): ReferralRequestView {
  return {
    id: row.id,
    job_id: row.job_id,
    title: row.title,
    company_name: row.company_name,
    resume_link: row.resume_link,
    notes: row.notes,
    status: row.status,
    created_at: toIsoTimestamp(row.created_at),
  };
}
