import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database';
import { preferenceMatchSql, type JobPreferences } from '../job-matching/preference-match';

export type AlertSubscriber = {
  id: string;
  email: string;
  yoe: number | null;
  domains_interested_in: string[];
  locations_open_to: string[];
  created_at: string;
};

export type DigestOpening = {
  id: number;
  title: string;
  company_name: string;
  employment_type: string;
  location: string;
  yoe: number;
  visible_since: string;
};

/** An opening published before this is old news: a first digest, or one after a long pause, looks back no further. */
export const LONGEST_LOOK_BACK_DAYS = 7;

export function createJobAlertsRepository(db: Database) {
  return {
    /** Subscribed users with complete settings who have no digest for `day` yet, in id order. */
    async subscribersWithoutDigest(
      day: string,
      afterId: string | null,
      limit: number,
    ): Promise<AlertSubscriber[]> {
      return queryRows<AlertSubscriber>(
        db,
        sql`SELECT u.id, u.email, u.yoe, u.domains_interested_in, u.locations_open_to, u.created_at::text AS created_at
            FROM users u
            WHERE u.job_alerts = 'daily' AND u.yoe IS NOT NULL
              AND cardinality(u.domains_interested_in) > 0 AND cardinality(u.locations_open_to) > 0
              AND (${afterId}::uuid IS NULL OR u.id > ${afterId}::uuid)
              AND NOT EXISTS (SELECT 1 FROM job_alert_digests d WHERE d.user_id = u.id AND d.digest_day = ${day}::date)
            ORDER BY u.id LIMIT ${limit}`,
      );
    },

    /** Where the next digest's window starts: the end of the last one, or sign-up, at most a week back. */
    async windowStart(userId: string, signedUpAt: string, now: Date): Promise<string> {
      const [row] = await queryRows<{ start: string }>(
        db,
        sql`SELECT GREATEST(
                  COALESCE((SELECT max(covered_until) FROM job_alert_digests WHERE user_id = ${userId}),
                           ${signedUpAt}::timestamptz),
                  ${now.toISOString()}::timestamptz - make_interval(days => ${LONGEST_LOOK_BACK_DAYS})
                )::text AS start`,
      );
      return row!.start;
    },

    /** Openings that became visible in (since, until] and fit the preferences, newest first. */
    async matchingOpenings(
      preferences: JobPreferences,
      since: string,
      until: Date,
      limit: number,
    ): Promise<DigestOpening[]> {
      return queryRows<DigestOpening>(
        db,
        sql`SELECT id, title, company_name, employment_type, location, yoe,
                   COALESCE(published_at, created_at)::text AS visible_since
            FROM job_openings
            WHERE status = 'published'
              AND COALESCE(published_at, created_at) > ${since}::timestamptz
              AND COALESCE(published_at, created_at) <= ${until.toISOString()}::timestamptz
              AND ${preferenceMatchSql(preferences)}
            ORDER BY COALESCE(published_at, created_at) DESC, id DESC
            LIMIT ${limit}`,
      );
    },

    /**
     * Takes the (user, day) key before anything is sent. Only one caller gets true, however many workers
     * run the job at once; everyone else leaves the user alone.
     */
    async claimDigest(userId: string, day: string, coveredUntil: Date, jobIds: number[]): Promise<boolean> {
      const rows = await queryRows<{ user_id: string }>(
        db,
        sql`INSERT INTO job_alert_digests (user_id, digest_day, covered_until, job_ids)
            VALUES (${userId}, ${day}::date, ${coveredUntil.toISOString()}::timestamptz,
                    ${`{${jobIds.join(',')}}`}::int[])
            ON CONFLICT DO NOTHING RETURNING user_id`,
      );
      return rows.length > 0;
    },

    async markSent(userId: string, day: string): Promise<void> {
      await db.execute(
        sql`UPDATE job_alert_digests SET sent_at = now() WHERE user_id = ${userId} AND digest_day = ${day}::date`,
      );
    },

    /** The mail could not be sent: give the key back so a retry can send it. */
    async releaseDigest(userId: string, day: string): Promise<void> {
      await db.execute(
        sql`DELETE FROM job_alert_digests
            WHERE user_id = ${userId} AND digest_day = ${day}::date AND sent_at IS NULL`,
      );
    },

    /** Whether the person turned alerts on again after `issuedAt` (and they are on): such a link is void. */
    async turnedOnSince(userId: string, issuedAt: Date): Promise<boolean> {
      const rows = await queryRows(
        db,
        sql`SELECT 1 AS one FROM users WHERE id = ${userId} AND job_alerts <> 'off'
              AND job_alerts_changed_at > ${issuedAt.toISOString()}::timestamptz`,
      );
      return rows.length > 0;
    },

    /**
     * Turns the alerts off for a link issued at `issuedAt`: 'done' (also when they were off already, or the
     * account is gone), 'turned-on-since' when the person turned them on again after the link was issued
     * (the link no longer speaks for them).
     */
    async unsubscribe(userId: string, issuedAt: Date): Promise<'done' | 'turned-on-since'> {
      const [row] = await queryRows<{ job_alerts: string; changed_after_issue: boolean }>(
        db,
        sql`WITH target AS (
              SELECT id, job_alerts,
                     coalesce(job_alerts_changed_at > ${issuedAt.toISOString()}::timestamptz, false) AS changed_after_issue
              FROM users WHERE id = ${userId} FOR UPDATE),
            turned_off AS (
              UPDATE users SET job_alerts = 'off' FROM target
              WHERE users.id = target.id AND target.job_alerts <> 'off' AND NOT target.changed_after_issue
              RETURNING users.id)
            SELECT job_alerts, changed_after_issue FROM target`,
      );
      return row && row.job_alerts !== 'off' && row.changed_after_issue ? 'turned-on-since' : 'done';
    },
  };
}

export type JobAlertsRepository = ReturnType<typeof createJobAlertsRepository>;
