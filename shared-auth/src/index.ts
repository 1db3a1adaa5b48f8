export { SESSION_LIFETIME_MS, SESSION_STORAGE_KEY, readSession, removeSession, saveSession } from './session';
export type { StoredSession } from './session';
export { REFERRAL_CODE_STORAGE_KEY, readReferralCode, storeReferralCode } from './referral-code';
export { useSession, useSessionStore } from './session-store';
export { SESSION_ENDED_SEARCH } from './session-ended';
export { createQueryClient } from './query-client';
export { endSessionOnUnauthorized } from './stale-session';
export { currentUserQueryKey, getCurrentUserQueryOptions, useCurrentUser } from './current-user';
export type { CurrentUser, UserSettings } from './current-user';
export { canViewStats, isAdministrator } from './roles';
export { signOut } from './sign-out';
export {
  APPLY_AFTER_SIGN_IN_PARAM,
  RETURN_PARAM,
  safeReturnPath,
  signInPath,
  withSearchParam,
} from './return-path';

// What shared-auth exported before shared-api held it. A remote built before the split asks the
// shell's shared-auth for these, so they stay until every live remote is rebuilt; then they go in a
// 2.0.0. Lint refuses them in this repository: import them from 'shared-api'.
export {
  ApiError,
  ApiNetworkError,
  ApiTimeoutError,
  DEFAULT_TIMEOUT_MS,
  api,
  apiBaseUrl,
  configureApiBaseUrl,
  configurePublicSettings,
  dataOf,
  fetchWithin,
  publicSettings,
} from 'shared-api';
export type { ApiPath, ApiPaths, ApiQuery, ApiRequestBody, ApiResponse, PublicSettings } from 'shared-api';
