import { toIsoTimestamp } from '../../lib/timestamps';

export type JobOpeningRow = {
  id: number;
  title: string;
  company_name: string;
  employment_type: string;
  location: string;
  yoe: number;
  skills: string[];
  link?: string;
  view_count: number;
  share_count: number;
  created_at: string;
  status: string;
  faang_level: string;
};

/** An opening as people see it. The link is what a credit buys, so it is only included when asked. */
export function toJobOpeningView(row: JobOpeningRow, options: { withLink: boolean }) {
  return {
    id: row.id,
    title: row.title,
    company_name: row.company_name,
    employment_type: row.employment_type,
    location: row.location,
    yoe: row.yoe,
    skills: row.skills,
    ...(options.withLink && row.link !== undefined ? { link: row.link } : {}),
    view_count: row.view_count,
    share_count: row.share_count,
    created_at: toIsoTimestamp(row.created_at),
    meta_data: { faang_level: row.faang_level, status: row.status },
  };
}

export type JobOpeningView = ReturnType<typeof toJobOpeningView>;
