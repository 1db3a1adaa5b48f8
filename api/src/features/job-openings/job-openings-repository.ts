import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database';
import { JOB_STATUSES } from '../../db/schema/job-openings';
import { preferenceMatchSql, type JobPreferences } from '../job-matching/preference-match';
import type { FeedCursor } from './feed-cursor';

type JobStatus = (typeof JOB_STATUSES)[number];
import type { JobOpeningRow } from './job-opening-view';

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
    const patterns = filters.locations.map((location) => `%${escapeLike(location)}%`);
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
    const query = filters.keywords.map((keyword) => `${keyword}:*`).join(' & ');
    conditions.push(sql`search @@ to_tsquery('simple', ${query})`);
  }
  return conditions;
}

function toTextArray(values: string[]): SQL {
  return sql`${`{${values.map((value) => `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`}::text[]`;
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
        sql`SELECT ${COLUMNS_WITH_LINK} FROM job_openings WHERE status = ${statusLiteral}
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

    /** Moves a draft to published or reject and sets its FAANG+ level; other moves are refused. */
    async review(
      id: number,
      change: { status?: 'draft' | 'published' | 'reject'; faangLevel?: 'yes' | 'no' },
    ): Promise<'updated' | 'not-found' | 'not-draft'> {
      return db.transaction(async (tx) => {
        const [current] = await queryRows<{ status: string }>(
          tx,
          sql`SELECT status FROM job_openings WHERE id = ${id} FOR UPDATE`,
        );
        if (!current) return 'not-found';
        if (change.status && change.status !== current.status && current.status !== 'draft')
          return 'not-draft';
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
