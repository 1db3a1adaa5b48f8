// The contest routes' payloads (issue 31, item 4), from the generated API contract.
import type { ApiRequestBody, ApiResponse } from 'shared-api';

export type CurrentContest = ApiResponse<'/contests/current'>;
export type Contest = NonNullable<CurrentContest['contest']>;
/** The signed-in student's own part of a contest; null for a visitor. */
export type ContestParticipant = NonNullable<Contest['me']>;
export type Registration = ApiRequestBody<'/contests/{contestId}/registrations', 'post'>;
/** What registering and starting the window answer: the student's new state. */
export type MyContestState = ApiResponse<'/contests/{contestId}/registrations', 'post'>;
export type Leaderboard = ApiResponse<'/contests/{contestId}/leaderboard'>;
export type LeaderboardRow = Leaderboard['rows'][number];
