import { ApiError } from 'shared-api';

/**
 * docs/PRODUCT.md#admin-form-failure: what every admin form shows, in red, when the server refused or failed
 * the request.
 */
export const FORM_FAILURE_MESSAGE = 'An error occurred, try again later!';

/**
 * The server's own reason when it gave a readable one: a request it refused (4xx other than a lost
 * session) or a service it says is unavailable (503, e.g. the sandbox). Other failures stay generic.
 */
export function refusalReason(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const refused = error.status >= 400 && error.status < 500 && error.status !== 401;
  return refused || error.status === 503 ? error.message : null;
}
