import { z } from 'zod';
import { EMAIL_MESSAGE, emailAddress, httpUrl, requiredText } from 'shared-api/validation';

// The texts people read and the field rules the forms share live in shared-api/validation.
export { EMAIL_MESSAGE, httpUrl, requiredText };

export const emailSchema = emailAddress.transform((email) => email.toLowerCase());

/** Tracking fields the browser sends along (referral code, pixel ids): optional, short, stored as given. */
export const optionalTrackingText = z.string().trim().max(500).nullish();

export const userIdSchema = z.uuid({ error: 'The user id is not valid.' });

export const messageSchema = z.object({ message: z.string() });

/** The one 429 body, whichever limiter refused (the same wait is in the `Retry-After` header). */
export const tooManyRequestsSchema = z
  .object({
    message: z.string(),
    retry_after_seconds: z.number().int().positive(),
  })
  .describe('Too many requests: the sentence to show and the seconds to wait (also in `Retry-After`).');

export const errorResponses = {
  400: messageSchema,
  401: messageSchema,
  403: messageSchema,
  404: messageSchema,
  409: messageSchema,
  429: tooManyRequestsSchema,
} as const;

/** A cached answer's ETag matched If-None-Match: no body, the caller's copy is current. */
export const notModifiedResponse = z
  .undefined()
  .describe('Not modified: the copy named in If-None-Match is current.');

/** A positive database id in a path or query, given as digits. */
export const idParam = (what: string) =>
  z.coerce
    .number({ error: `The ${what} id must be a number.` })
    .int({ error: `The ${what} id must be a whole number.` })
    .min(1, { error: `The ${what} id must be positive.` })
    .max(2_147_483_647, { error: `The ${what} id is too large.` });

/** A whole number from `min` to `max` in a query string; every message names the parameter and the range. */
export const wholeNumberQuery = (name: string, min: number, max: number) => {
  const outOfRange = `${name} must be a number from ${min} to ${max}.`;
  return z.coerce
    .number({ error: outOfRange })
    .int({ error: `${name} must be a whole number from ${min} to ${max}.` })
    .min(min, { error: outOfRange })
    .max(max, { error: outOfRange });
};

/** How many rows a page holds: 1 to `max`, `fallback` when not given. */
export const pageSizeQuery = (fallback: number, max: number) =>
  wholeNumberQuery('page_size', 1, max).default(fallback);

/** A page number from 1, for the lists paged by number (the others answer a next_page cursor). */
export const pageNumberQuery = z.coerce
  .number({ error: 'page must be a whole number from 1.' })
  .int({ error: 'page must be a whole number from 1.' })
  .min(1, { error: 'page must be a whole number from 1.' })
  .max(100_000, { error: 'page must be at most 100000.' })
  .default(1);

/** The next_page cursor a list answered with; `howTo` says what a valid value is. */
export const pageCursorQuery = (maxLength: number, howTo: string) =>
  z
    .string()
    .trim()
    .max(maxLength, { error: `The page is not valid: ${howTo}` })
    .optional();

/** A list answered a page at a time, with the cursor of the next page while there is one. */
export const pagedList = <Item extends z.ZodType>(item: Item) =>
  z.object({
    data: z.object({
      results: z.array(item),
      current_page: z.number(),
      next_page: z.string().optional(),
    }),
  });
