// The contest API's answers (issue 31, item 4), written here until the API's branch regenerates
// shared-api/src/api-contract.ts with the /contests routes; then these become
// ApiResponse<'/contests/current'> and friends, and this file goes.

export interface ContestProblem {
  problem_id: string;
  title: string;
  level: number;
}

/** The signed-in student's own part of a contest; null for a visitor. */
export interface ContestParticipant {
  registered: boolean;
  degree: string | null;
  graduation_year: number | null;
  window_started_at: string | null;
  window_ends_at: string | null;
}

export interface Contest {
  id: string;
  name: string;
  page_text: string;
  registration_opens_at: string;
  registration_closes_at: string;
  /** The contest day runs from starts_at (00:00 IST) to ends_at (24:00 IST). */
  starts_at: string;
  ends_at: string;
  window_minutes: number;
  problems: ContestProblem[];
  eligibility: { degrees: string[]; graduation_years: number[] };
  me: ContestParticipant | null;
  /** The server's clock when it answered. */
  server_time: string;
}

/** What registering and starting the window answer: the student's new state. */
export interface MyContestState {
  me: ContestParticipant;
}

export interface CurrentContest {
  contest: Contest | null;
}

export interface Registration {
  degree: string;
  graduation_year: number;
}

export interface LeaderboardRow {
  rank: number;
  display_name: string;
  average_rating: number;
  time_taken_seconds: number | null;
  problems_attempted: number;
  invited: boolean;
}

export interface Leaderboard {
  total: number;
  problem_count: number;
  rows: LeaderboardRow[];
}
