import { api } from 'shared-api';
import type { AdminContest, Invitations, NewContest } from '../types';

type Answer<Data> = Promise<{ data?: Data; response: Response }>;
type ContestPath = { params: { path: { contestId: string } } };

/**
 * The one API client seen through the operator's contest routes until the generated contract has
 * them: swap `contestAdminApi` for `api` then.
 */
interface ContestAdminRoutes {
  GET(path: '/admin/contests', init?: { signal?: AbortSignal }): Answer<{ contests: AdminContest[] }>;
  GET(
    path: '/admin/contests/{contestId}/standings.csv',
    init: ContestPath & { parseAs: 'blob' },
  ): Answer<Blob>;
  POST(path: '/admin/contests', init: { body: NewContest }): Answer<AdminContest>;
  POST(path: '/admin/contests/{contestId}/invitations', init: ContestPath): Answer<Invitations>;
}

export const contestAdminApi = api as unknown as ContestAdminRoutes;
