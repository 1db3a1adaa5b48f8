import { isRouteErrorResponse } from 'shared-router';
import { NOT_FOUND_TEXT, UNEXPECTED_ERROR_TEXT } from 'shared-ui';

/** A routing error response (404 unmatched URL, 405, 400) reads as a missing page; anything else does not. */
export function errorScreenText(error: unknown): string {
  return isRouteErrorResponse(error) ? NOT_FOUND_TEXT : UNEXPECTED_ERROR_TEXT;
}
