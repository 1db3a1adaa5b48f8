// The operator's contest routes' payloads (issue 31, item 4), from the generated API contract.
import type { ApiRequestBody, ApiResponse } from 'shared-api';

export type AdminContest = ApiResponse<'/admin/contests'>['contests'][number];
/** Registration times are ISO instants with their zone; contest_day is 'YYYY-MM-DD' in India. */
export type NewContest = ApiRequestBody<'/admin/contests', 'post'>;
export type Invitations = ApiResponse<'/admin/contests/{contestId}/invitations', 'post'>;
