import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database';
import { toIsoTimestamp } from '../../lib/timestamps';
import type { FeedCursor } from '../job-openings/feed-cursor';

export const REFERRAL_REQUEST_STATUSES = ['pending', 'referred', 'declined'] as const;
export type ReferralRequestStatus = (typeof REFERRAL_REQUEST_STATUSES)[number];
export type ReferralRequestDecision = Exclude<ReferralRequestStatus, 'pending'>;

/** A referral request as the administrator reviews it: who asked, for which opening, with what. */
export type AdminReferralRequestView = {
  id: number;
  job_id: number;
  title: string;
  company_name: string;
  job_link: string;
  user_email: string;
  resume_link: string;
  notes: string;
  status: string;
  created_at: string;
};

type Row = AdminReferralRequestView;

const selectColumns = sql`r.id, r.job_id, j.title, j.company_name, j.link AS job_link, u.email AS user_email,
  r.resume_link, r.notes, r.status, r.created_at::text AS created_at`;

export function createAdminReferralRequestsRepository(db: Database) {
  return {
    /**
     * Newest first, keyset-paged on (created_at, id). Returns one row more than `limit` when a next
     * page exists; `created_at` stays PostgreSQL's text so the cursor keeps its microseconds.
     */
    async list(options: {
      status?: ReferralRequestStatus;
      cursor?: FeedCursor;
      limit: number;
    }): Promise<Row[]> {
      const statusFilter = options.status ? sql`AND r.status = ${options.status}` : sql``;
      const after = options.cursor
        ? sql`AND (r.created_at, r.id) < (${options.cursor.createdAt}::timestamptz, ${options.cursor.id})`
        : sql``;
      return queryRows<Row>(
        db,
        sql`SELECT ${selectColumns}
            FROM referral_requests r
            JOIN job_openings j ON j.id = r.job_id
            JOIN users u ON u.id = r.user_id
            WHERE true ${statusFilter} ${after}
            ORDER BY r.created_at DESC, r.id DESC
            LIMIT ${options.limit + 1}`,
      );
    },

    /** Moves a pending request to its decision, atomically: a request is decided once. */
    async decide(id: number, decision: ReferralRequestDecision): Promise<'not-found' | 'not-pending' | Row> {
      const rows = await queryRows<Row & { found: boolean }>(
        db,
        sql`WITH updated AS (
              UPDATE referral_requests SET status = ${decision}
              WHERE id = ${id} AND status = 'pending'
              RETURNING id
            )
            SELECT ${selectColumns}, (SELECT count(*) FROM updated) > 0 AS found
            FROM referral_requests r
            JOIN job_openings j ON j.id = r.job_id
            JOIN users u ON u.id = r.user_id
            WHERE r.id = ${id}`,
      );
      const row = rows[0];
      if (!row) return 'not-found';
      if (!row.found) return 'not-pending';
      // The outer SELECT sees the row as it was before the UPDATE of the same statement.
      return toAdminView({ ...row, status: decision });
    },
  };
}

export function toAdminView(row: Row): AdminReferralRequestView {
  return {
    id: row.id,
    job_id: row.job_id,
    title: row.title,
    company_name: row.company_name,
    job_link: row.job_link,
    user_email: row.user_email,
    resume_link: row.resume_link,
    notes: row.notes,
    status: row.status,
    created_at: toIsoTimestamp(row.created_at),
  };
}
