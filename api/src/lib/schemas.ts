import { z } from 'zod';

export const EMAIL_MESSAGE = 'Please enter a valid email address';
const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailSchema = z
  .string({ error: EMAIL_MESSAGE })
  .trim()
  .max(254, { error: EMAIL_MESSAGE })
  .regex(SIMPLE_EMAIL, { error: EMAIL_MESSAGE })
  .transform((email) => email.toLowerCase());

/** Required text with one message for "missing", "not text" and "blank". */
export const requiredText = (message: string, maxLength = 500) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(maxLength, {
      error: `${message.replace(/ is a mandatory field!$| is mandatory!$/, '')} must be at most ${maxLength} characters.`,
    });

/** Tracking fields the browser sends along (referral code, pixel ids): optional, short, stored as given. */
export const optionalTrackingText = z.string().trim().max(500).nullish();

export const userIdSchema = z.uuid({ error: 'The user id is not valid.' });

export const messageSchema = z.object({ message: z.string() });

export const errorResponses = {
  400: messageSchema,
  401: messageSchema,
  403: messageSchema,
  404: messageSchema,
  409: messageSchema,
  429: messageSchema,
} as const;

/** A positive database id in a path or query, given as digits. */
export const idParam = (what: string) =>
  z.coerce
    .number({ error: `The ${what} id must be a number.` })
    .int({ error: `The ${what} id must be a whole number.` })
    .min(1, { error: `The ${what} id must be positive.` })
    .max(2_147_483_647, { error: `The ${what} id is too large.` });

export const httpUrl = (message: string, maxLength = 2000) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(maxLength, { error: `The link must be at most ${maxLength} characters.` })
    .refine(
      (value) => {
        try {
          const url = new URL(value);
          return url.protocol === 'https:' || url.protocol === 'http:';
        } catch {
          return false;
        }
      },
      { error: 'The link must be a full http(s) address.' },
    );
