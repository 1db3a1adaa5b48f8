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

export type ManageSort = 'newest' | 'oldest' | 'company';

/** An opening in the administrator's list, with how many job seekers asked for a referral. */
export interface ManagedJobOpening extends JobOpening {
  referral_request_count: number;
}

export interface ManagedJobOpeningsQuery {
  q: string;
  status: JobOpeningStatus | '';
  sort: ManageSort;
  page: number;
}

export interface ManagedJobOpeningsPage {
  data: {
    results: ManagedJobOpening[];
    total: number;
    current_page: number;
    page_size: number;
    total_pages: number;
  };
}

/** One job seeker's request for a referral on an opening. */
export interface OpeningReferralRequest {
  id: number;
  user_email: string;
  resume_link: string;
  notes: string;
  status: string;
  created_at: string;
}

/** The body of POST/PUT job-opening: the form's fields, and whether a shared link is meant. */
export type SavedJobOpening = NewJobOpening & { allow_duplicate_link?: boolean };
