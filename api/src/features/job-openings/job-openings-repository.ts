import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database';
import { JOB_STATUSES } from '../../db/schema/job-openings';
import { withCityAliases } from '../job-matching/location-aliases';
import { preferenceMatchSql, type JobPreferences } from '../job-matching/preference-match';
import { searchQueryText } from './search-terms';
import type { FeedCursor } from './feed-cursor';

import type { JobOpeningRow } from './job-opening-view';

type JobStatus = (typeof JOB_STATUSES)[number];

export type FeedFilters = {
  employmentTypes: string[];
  locations: string[];
  companies: string[];
  minYoe: number | undefined;
  maxYoe: number | undefined;
  faangLevel: 'yes' | 'no' | undefined;
  keywords: string[];
};

/** The signed-in reader of the feed: their items say whether they match and whether they are saved. */
export type FeedViewer = {
  userId: string;
  preferences: JobPreferences;
  /** matches=yes: only openings that fit the preferences. */
  onlyMatches: boolean;
};

export type NewJobOpening = {
  title: string;
  company_name: string;
  employment_type: string;
  location: string;
  yoe: number;
  skills: string[];
  link: string;
  faang_level: 'yes' | 'no';
};

const COLUMNS = sql.raw(
  `id, title, company_name, employment_type, location, yoe, skills, view_count, share_count,
   created_at::text AS created_at, status, faang_level`,
);
const COLUMNS_WITH_LINK = sql.raw(
  `id, title, company_name, employment_type, location, yoe, skills, link, view_count, share_count,
   created_at::text AS created_at, status, faang_level`,
);

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (character) => `\\${character}`);

function feedConditions(filters: FeedFilters): SQL[] {
  // status is written as a literal: a bound parameter under a generic plan cannot use the partial index.
  const conditions: SQL[] = [sql.raw(`status = 'published'`)];
  if (filters.faangLevel)
    conditions.push(sql.raw(`faang_level = '${filters.faangLevel === 'yes' ? 'yes' : 'no'}'`));
  if (filters.employmentTypes.length > 0) {
    conditions.push(sql`employment_type = ANY(${toTextArray(filters.employmentTypes)})`);
  }
  if (filters.locations.length > 0) {
    // Bengaluru also finds openings stored as Bangalore, and the other way round (issue 32).
    const patterns = withCityAliases(filters.locations).map((location) => `%${escapeLike(location)}%`);
    conditions.push(sql`location ILIKE ANY(${toTextArray(patterns)})`);
  }
  if (filters.companies.length > 0) {
    const names = filters.companies.map((company) => company.toLowerCase());
    conditions.push(sql`lower(company_name) = ANY(${toTextArray(names)})`);
  }
  if (filters.minYoe !== undefined) conditions.push(sql`yoe >= ${filters.minYoe}`);
  if (filters.maxYoe !== undefined) conditions.push(sql`yoe <= ${filters.maxYoe}`);
  if (filters.keywords.length > 0) {
    // Each keyword is reduced to letters and digits before it gets here, so the query cannot be malformed.
    conditions.push(sql`search @@ to_tsquery('english', ${searchQueryText(filters.keywords)})`);
  }
  return conditions;
}

function toTextArray(values: string[]): SQL {
  return sql`${`{${values.map((value) => `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`}::text[]`;
}

export type AdminOpeningsQuery = {
  status: JobStatus | undefined;
  search: string | undefined;
  sort: 'newest' | 'oldest' | 'company';
  page: number;
  pageSize: number;
};

export type AdminJobOpeningRow = JobOpeningRow & { referral_request_count: number };

export type OpeningReferralRequestRow = {
  id: number;
  user_email: string;
  resume_link: string;
  notes: string;
  status: string;
  created_at: string;
};

/** An opening gets a handful of requests; the bound only keeps one answer from growing without end. */
export const MAX_REFERRAL_REQUESTS_PER_OPENING = 500;

/** Approve and reject act on drafts; going back to draft (unpublish, restore) is allowed from anywhere. */
function isAllowedMove(from: JobStatus, to: JobStatus): boolean {
  return from === to || from === 'draft' || to === 'draft';
}

export type FeedPosition = { cursor: FeedCursor } | { offset: number };

/**
 * One page of the feed, newest first; one row more than asked tells whether another page exists.
 * ORDER BY names the table's columns: the bare name would mean the created_at::text output column, and
 * sorting by that text cannot use the keyset index.
 */
export function feedPageQuery(
  filters: FeedFilters,
  position: FeedPosition,
  pageSize: number,
  viewer?: FeedViewer,
): SQL {
  const conditions = feedConditions(filters);
  let viewerColumns = sql``;
  if (viewer) {
    const matches = preferenceMatchSql(viewer.preferences);
    if (viewer.onlyMatches) conditions.push(matches);
    viewerColumns = sql`, ${matches} AS matches_preferences,
      EXISTS (SELECT 1 FROM saved_openings WHERE saved_openings.user_id = ${viewer.userId}
              AND saved_openings.job_id = job_openings.id) AS saved`;
  }
  if ('cursor' in position) {
    conditions.push(
      sql`(job_openings.created_at, job_openings.id) < (${position.cursor.createdAt}::timestamptz, ${position.cursor.id}::int)`,
    );
  }
  const offset = 'offset' in position && position.offset > 0 ? sql` OFFSET ${position.offset}` : sql``;
  return sql`SELECT ${COLUMNS}${viewerColumns} FROM job_openings WHERE ${sql.join(conditions, sql` AND `)}
    ORDER BY job_openings.created_at DESC, job_openings.id DESC LIMIT ${pageSize + 1}${offset}`;
}

export function createJobOpeningsRepository(db: Database) {
  return {
    async feedPage(
      filters: FeedFilters,
      position: FeedPosition,
      pageSize: number,
      viewer?: FeedViewer,
    ): Promise<Array<JobOpeningRow & { matches_preferences?: boolean; saved?: boolean }>> {
      return queryRows(db, feedPageQuery(filters, position, pageSize, viewer));
    },

    async findById(id: number, options: { withLink: boolean }): Promise<JobOpeningRow | undefined> {
      const [row] = await queryRows<JobOpeningRow>(
        db,
        sql`SELECT ${options.withLink ? COLUMNS_WITH_LINK : COLUMNS} FROM job_openings WHERE id = ${id}`,
      );
      return row;
    },

    async listByStatus(status: JobStatus, limit: number): Promise<JobOpeningRow[]> {
      // A literal status lets the planner pick the matching partial index.
      const statusLiteral = sql.raw(`'${JOB_STATUSES.includes(status) ? status : 'draft'}'`);
      return queryRows<JobOpeningRow>(
        db,
        sql`SELECT ${COLUMNS_WITH_LINK} FROM job_openings WHERE status = ${statusLiteral} AND deleted_at IS NULL
            ORDER BY job_openings.created_at DESC, job_openings.id DESC LIMIT ${limit}`,
      );
    },

    async create(opening: NewJobOpening, createdBy: string): Promise<JobOpeningRow> {
      const [row] = await queryRows<JobOpeningRow>(
        db,
        sql`INSERT INTO job_openings
              (title, company_name, employment_type, location, yoe, skills, link, faang_level, status, created_by)
            VALUES (${opening.title}, ${opening.company_name}, ${opening.employment_type}, ${opening.location},
              ${opening.yoe}, ${toTextArray(opening.skills)}, ${opening.link}, ${opening.faang_level}, 'draft',
              ${createdBy})
            RETURNING ${COLUMNS_WITH_LINK}`,
      );
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    /**
     * Moves an opening between statuses and sets its FAANG+ level. A draft may be approved or rejected;
     * a published or rejected opening may go back to draft (unpublish, restore); nothing else.
     */
    async review(
      id: number,
      change: { status?: JobStatus; faangLevel?: 'yes' | 'no' },
    ): Promise<'updated' | 'not-found' | 'not-allowed'> {
      return db.transaction(async (tx) => {
        const [current] = await queryRows<{ status: string }>(
          tx,
          sql`SELECT status FROM job_openings WHERE id = ${id} AND deleted_at IS NULL FOR UPDATE`,
        );
        if (!current) return 'not-found';
        if (change.status && !isAllowedMove(current.status as JobStatus, change.status)) return 'not-allowed';
        await tx.execute(
          sql`UPDATE job_openings SET
                status = ${change.status ?? current.status},
                published_at = CASE WHEN ${change.status ?? null}::text = 'published' AND status <> 'published'
                                    THEN now() ELSE published_at END,
                faang_level = COALESCE(${change.faangLevel ?? null}, faang_level)
              WHERE id = ${id}`,
        );
        return 'updated';
      });
    },

    /** Approves or rejects the drafts among `ids`; the others (already reviewed, deleted, unknown) are skipped. */
    async reviewDrafts(ids: number[], status: 'published' | 'reject'): Promise<number[]> {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`UPDATE job_openings SET status = ${status},
                published_at = CASE WHEN ${status}::text = 'published' THEN now() ELSE published_at END
            WHERE id = ANY(${`{${ids.join(',')}}`}::int[]) AND status = 'draft' AND deleted_at IS NULL
            RETURNING id`,
      );
      return rows.map((row) => row.id).sort((a, b) => a - b);
    },

    /**
     * Undoes a bulk review: those of `ids` still in the status the review gave them go back to the drafts;
     * the others (changed since, deleted, unknown) are skipped.
     */
    async returnReviewedToDrafts(ids: number[], from: 'published' | 'reject'): Promise<number[]> {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`UPDATE job_openings SET status = 'draft'
            WHERE id = ANY(${`{${ids.join(',')}}`}::int[]) AND status = ${from} AND deleted_at IS NULL
            RETURNING id`,
      );
      return rows.map((row) => row.id).sort((a, b) => a - b);
    },

    /** Replaces an opening's fields; its status, counts and creation time stay. */
    async update(
      id: number,
      opening: Omit<NewJobOpening, 'faang_level'> & { faang_level: 'yes' | 'no' | undefined },
    ): Promise<JobOpeningRow | undefined> {
      const [row] = await queryRows<JobOpeningRow>(
        db,
        sql`UPDATE job_openings SET title = ${opening.title}, company_name = ${opening.company_name},
              employment_type = ${opening.employment_type}, location = ${opening.location}, yoe = ${opening.yoe},
              skills = ${toTextArray(opening.skills)}, link = ${opening.link},
              faang_level = COALESCE(${opening.faang_level ?? null}, faang_level)
            WHERE id = ${id} AND deleted_at IS NULL
            RETURNING ${COLUMNS_WITH_LINK}`,
      );
      return row;
    },

    /**
     * Hides an opening for good: out of the feed and every admin list, while the unlocks and referral
     * requests that point at it stay, so nobody loses what they paid for.
     */
    async softDelete(id: number): Promise<boolean> {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`UPDATE job_openings SET deleted_at = now(), status = 'reject'
            WHERE id = ${id} AND deleted_at IS NULL RETURNING id`,
      );
      return rows.length > 0;
    },

    /** Another live opening with the same link (case, surrounding spaces and a trailing slash ignored). */
    async findByLink(link: string, exceptId?: number): Promise<JobOpeningRow | undefined> {
      const [row] = await queryRows<JobOpeningRow>(
        db,
        sql`SELECT ${COLUMNS_WITH_LINK} FROM job_openings
            WHERE rtrim(lower(btrim(link)), '/') = rtrim(lower(btrim(${link})), '/')
              AND deleted_at IS NULL AND id <> ${exceptId ?? 0}
            ORDER BY id LIMIT 1`,
      );
      return row;
    },

    /** One page of the administrator's list of openings, with the total that matched and request counts. */
    async adminPage(query: AdminOpeningsQuery): Promise<{ rows: AdminJobOpeningRow[]; total: number }> {
      const conditions: SQL[] = [sql`deleted_at IS NULL`];
      if (query.status) conditions.push(sql`status = ${query.status}`);
      if (query.search) {
        const pattern = `%${escapeLike(query.search)}%`;
        conditions.push(sql`(title ILIKE ${pattern} OR company_name ILIKE ${pattern})`);
      }
      const order =
        query.sort === 'oldest'
          ? sql`job_openings.created_at ASC, job_openings.id ASC`
          : query.sort === 'company'
            ? sql`lower(company_name) ASC, job_openings.created_at DESC, job_openings.id DESC`
            : sql`job_openings.created_at DESC, job_openings.id DESC`;
      // The outer query keeps the inner order; created_at is text there, so it is cast back.
      const pageOrder =
        query.sort === 'oldest'
          ? sql`page.created_at::timestamptz ASC, page.id ASC`
          : query.sort === 'company'
            ? sql`lower(page.company_name) ASC, page.created_at::timestamptz DESC, page.id DESC`
            : sql`page.created_at::timestamptz DESC, page.id DESC`;
      // Requests are counted for the page's rows only, after OFFSET has skipped the others.
      const rows = await queryRows<AdminJobOpeningRow & { total: number }>(
        db,
        sql`SELECT page.*,
              (SELECT count(*)::int FROM referral_requests r WHERE r.job_id = page.id) AS referral_request_count
            FROM (
              SELECT ${COLUMNS_WITH_LINK}, count(*) OVER ()::int AS total
              FROM job_openings WHERE ${sql.join(conditions, sql` AND `)}
              ORDER BY ${order} LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}
            ) page
            ORDER BY ${pageOrder}`,
      );
      if (rows.length > 0) return { rows, total: rows[0]!.total };
      // A page past the end still reports how many matched.
      const [counted] = await queryRows<{ total: number }>(
        db,
        sql`SELECT count(*)::int AS total FROM job_openings WHERE ${sql.join(conditions, sql` AND `)}`,
      );
      return { rows, total: counted?.total ?? 0 };
    },

    /** The referral requests made for one opening, newest first, with the job seeker's e-mail. */
    async referralRequestsFor(jobId: number): Promise<OpeningReferralRequestRow[]> {
      return queryRows<OpeningReferralRequestRow>(
        db,
        sql`SELECT r.id, u.email AS user_email, r.resume_link, r.notes, r.status, r.created_at::text AS created_at
            FROM referral_requests r JOIN users u ON u.id = r.user_id
            WHERE r.job_id = ${jobId}
            ORDER BY r.created_at DESC, r.id DESC LIMIT ${MAX_REFERRAL_REQUESTS_PER_OPENING}`,
      );
    },

    async isLive(id: number): Promise<boolean> {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`SELECT id FROM job_openings WHERE id = ${id} AND deleted_at IS NULL`,
      );
      return rows.length > 0;
    },

    async incrementCount(
      id: number,
      counter: 'view_count' | 'share_count',
    ): Promise<{ view_count: number; share_count: number } | undefined> {
      const column = sql.raw(counter === 'view_count' ? 'view_count' : 'share_count');
      const [row] = await queryRows<{ view_count: number; share_count: number }>(
        db,
        sql`UPDATE job_openings SET ${column} = ${column} + 1
            WHERE id = ${id} AND status = 'published' RETURNING view_count, share_count`,
      );
      return row;
    },
  };
}
