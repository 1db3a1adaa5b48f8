import { isRouteErrorResponse } from 'react-router-dom';

export const NOT_FOUND_TEXT = "This page doesn't exist!";
// The specification's spelling, shown to users as written.
export const UNEXPECTED_ERROR_TEXT = 'An unexpected error occured.';

/** A routing error response (404 unmatched URL, 405, 400) reads as a missing page; anything else does not. */
export function errorScreenText(error: unknown): string {
  return isRouteErrorResponse(error) ? NOT_FOUND_TEXT : UNEXPECTED_ERROR_TEXT;
}
