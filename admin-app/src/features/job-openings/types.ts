export const EMPLOYMENT_TYPES = ['Full-time', 'Intern', 'Contract'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

export type FaangLevel = 'yes' | 'no';
export type JobOpeningStatus = 'draft' | 'published' | 'reject';

/** A job opening as the API returns it to the administrator (with its link). */
export interface JobOpening {
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
  meta_data: { faang_level: string; status: string };
}

/** What POST job-opening/extract-details guessed from a hiring post; empty strings when it found nothing. */
export interface ExtractedJobOpening {
  title: string;
  company_name: string;
  employment_type: string;
  location: string;
  yoe: number | null;
  skills: string[];
  link: string;
}

export interface NewJobOpening {
  title: string;
  company_name: string;
  employment_type: EmploymentType;
  yoe: number;
  location: string;
  link: string;
  skills: string[];
  meta_data: { faang_level: FaangLevel };
}
