import { ApiError, ApiNetworkError, ApiTimeoutError } from 'shared-api';

/** A sentence a user can act on for a failed request: the server's own message when it gave one. */
export function describeRequestError(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return 'Your session has ended. Log in again to continue.';
    if (error.status >= 500) return 'The server had a problem. Try again in a moment.';
    return error.message;
  }
  if (error instanceof ApiTimeoutError) return 'The server took too long to answer. Try again in a moment.';
  if (error instanceof ApiNetworkError)
    return 'The server could not be reached. Check your connection and try again.';
  return 'Something went wrong. Try again in a moment.';
}

/** Asking again can help after a timeout, a lost connection or a server fault — not after a 4xx. */
export function isRetryable(error: unknown): boolean {
  return !(error instanceof ApiError && error.status < 500);
}

/** The API does not know the thing asked for (an id that never existed or is gone). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
