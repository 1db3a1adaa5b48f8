/** A job opening as the API sends it (SPEC §3); `link` only for whoever unlocked it. */
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
