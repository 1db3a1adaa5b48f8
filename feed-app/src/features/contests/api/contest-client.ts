import { api } from 'shared-api';
import type { Contest, CurrentContest, Leaderboard, MyContestState, Registration } from '../types';

type Answer<Data> = Promise<{ data?: Data; response: Response }>;
type Init = { signal?: AbortSignal };
type ContestPath = { params: { path: { contestId: string } } };

/**
 * The one API client (`api`, session cookie, time limit, typed errors) seen through the contest
 * routes' shapes until the generated contract has them: swap `contestApi` for `api` then.
 */
interface ContestRoutes {
  GET(path: '/contests/current', init?: Init): Answer<CurrentContest>;
  GET(path: '/contests/{contestId}', init: ContestPath & Init): Answer<Contest>;
  GET(
    path: '/contests/{contestId}/leaderboard',
    init: { params: { path: { contestId: string }; query: { limit: number; offset: number } } } & Init,
  ): Answer<Leaderboard>;
  POST(
    path: '/contests/{contestId}/registrations',
    init: ContestPath & { body: Registration },
  ): Answer<MyContestState>;
  POST(path: '/contests/{contestId}/window', init: ContestPath): Answer<MyContestState>;
}

export const contestApi = api as unknown as ContestRoutes;
