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
