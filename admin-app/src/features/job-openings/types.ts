import type { ApiQuery, ApiRequestBody, ApiResponse } from 'shared-api';

/** The body of POST/PUT job-opening: the form's fields, and whether a shared link is meant. */
export type SavedJobOpening = ApiRequestBody<'/referrals/job-opening'>;
export type NewJobOpening = Omit<SavedJobOpening, 'allow_duplicate_link'>;

export type EmploymentType = SavedJobOpening['employment_type'];
/** In the order the form offers them. */
export const EMPLOYMENT_TYPES = [
  'Full-time',
  'Intern',
  'Contract',
] as const satisfies readonly EmploymentType[];

export type FaangLevel = NonNullable<NonNullable<SavedJobOpening['meta_data']>['faang_level']>;

type ManagedJobOpeningsApiQuery = NonNullable<ApiQuery<'/referrals/admin/job-openings'>>;
export type JobOpeningStatus = NonNullable<ManagedJobOpeningsApiQuery['status']>;
export type ManageSort = NonNullable<ManagedJobOpeningsApiQuery['sort']>;

/** A job opening as the API returns it to the administrator (with its link). */
export type JobOpening = ApiResponse<'/referrals/job-opening'>['job_opening'];

/** What POST job-opening/extract-details guessed from a hiring post; empty strings when it found nothing. */
export type ExtractedJobOpening = ApiResponse<
  '/referrals/job-opening/extract-details',
  'post'
>['job_opening'];

export type ManagedJobOpeningsPage = ApiResponse<'/referrals/admin/job-openings'>;
/** An opening in the administrator's list, with how many job seekers asked for a referral. */
export type ManagedJobOpening = ManagedJobOpeningsPage['data']['results'][number];

/** The list's search, status filter, order and page, as the URL holds them ('' = every status). */
export interface ManagedJobOpeningsQuery {
  q: string;
  status: JobOpeningStatus | '';
  sort: ManageSort;
  page: number;
}

/** One job seeker's request for a referral on an opening. */
export type OpeningReferralRequest =
  ApiResponse<'/referrals/job-opening/{id}/referral-requests'>['referral_requests'][number];
