// The operator's contest routes (issue 31, item 4), written here until the API's branch
// regenerates shared-api/src/api-contract.ts with them; then these become ApiResponse<...> types
// and this file goes.

export interface AdminContest {
  id: string;
  name: string;
  page_text: string;
  registration_opens_at: string;
  registration_closes_at: string;
  starts_at: string;
  ends_at: string;
  window_minutes: number;
  problems: Array<{ problem_id: string; title: string; level: number }>;
  eligibility: { degrees: string[]; graduation_years: number[] };
  participant_count: number;
  created_at: string;
}

export interface NewContest {
  name: string;
  page_text: string;
  /** ISO instants with their zone (the form's local times are India time, +05:30). */
  registration_opens_at: string;
  registration_closes_at: string;
  /** 'YYYY-MM-DD', the day in India. */
  contest_day: string;
  window_minutes: number;
  problems: Array<{ problem_id: string; level: number }>;
}

export interface Invitations {
  invited_count: number;
}
