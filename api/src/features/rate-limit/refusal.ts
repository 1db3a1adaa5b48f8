import type { errorResponseBuilderContext } from '@fastify/rate-limit';
import { tooManyRequests, type TooManyRequestsError } from '../../lib/http-errors';

/** The global limit's sentence (per route limits write their own). */
export const tooManyRequestsMessage = (retryIn: string) => `Too many requests. Try again in ${retryIn}.`;

/**
 * Every `@fastify/rate-limit` refusal (the global limit, `config.rateLimit`, `app.rateLimit(options)`): the error
 * handler answers it as every other 429, `{ message, retry_after_seconds }` plus `Retry-After`, which is what
 * every route's 429 schema documents. A bare `{ statusCode, message }` failed the schema of routes whose 429
 * also had `retry_after_seconds` (a 500).
 */
export function rateLimitRefusal(
  message: string,
  context: errorResponseBuilderContext,
): TooManyRequestsError {
  return tooManyRequests(message, context.ttl / 1000);
}
