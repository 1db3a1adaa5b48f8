// `shared-api/validation`: what valid input is and what a person reads when it is not, written once
// for the API's route schemas and the remotes' forms (react-hook-form + zodResolver). The texts are
// those of docs/PRODUCT.md#validation; tests and journeys assert them word for word.
//
// Both sides import it: the remotes through their bundler, the API through tsx in development and
// tests, and from its build (api/scripts/build.mjs compiles this file into dist/node_modules/shared-api,
// since Node 20 cannot run TypeScript). So it imports nothing but zod.
import { z } from 'zod';

/** docs/PRODUCT.md#validation-email: the e-mail step, and every other e-mail field. */
export const EMAIL_MESSAGE = 'Please enter a valid email address';
/** docs/PRODUCT.md#validation-otp: the code is exactly 4 characters. */
export const OTP_MESSAGE = 'Please enter the complete 4-digit OTP';
export const OTP_LENGTH = 4;

/** docs/PRODUCT.md#validation-settings. */
export const SETTINGS_MESSAGES = {
  yoe: 'Select YOE!',
  domains: 'Select at least one domain!',
  locations: 'Select at least one location!',
  organization: 'Organization is mandatory!',
} as const;

/** docs/PRODUCT.md#validation-job-opening (admin), keyed by the field the message belongs to. */
export const JOB_OPENING_MESSAGES = {
  title: 'Job title is a mandatory field!',
  company_name: 'Company name is a mandatory field!',
  employment_type: 'Employment type is a mandatory field!',
  yoe: 'YOE is a mandatory field!',
  location: 'Job Location is a mandatory field!',
  link: 'Job Link is a mandatory field!',
  skills: 'At least one skill is needed!',
} as const;

/** docs/PRODUCT.md#validation-rules, detail extraction (its grammar is the product's, kept as is). */
export const JOB_DESCRIPTION_MESSAGE = 'Job description is a mandatory for details extraction!';

/** 1234 is the value the feed shows blurred, so an administrator may enter it to mask the figure. */
export const MASKED_YOE = 1234;
export const JOB_YOE_MESSAGES = {
  whole: 'YOE must be a whole number of years.',
  negative: 'YOE must not be negative.',
  tooLarge: `YOE must be at most ${MASKED_YOE}.`,
} as const;

/** The range the sandbox accepts for one test's wall-clock limit, in milliseconds. */
export const TIME_LIMIT_RANGE = { min: 100, max: 20_000 } as const;

/**
 * docs/PRODUCT.md#validation-problem: the tags text is the oldest; the others are ours, shared all the same.
 */
export const PROBLEM_MESSAGES = {
  title: 'Title is a mandatory field!',
  tags: 'At least one tag is needed!',
  question: (level: 1 | 2 | 3) => `Level ${level} question is a mandatory field!`,
  tests: (level: 1 | 2 | 3) => `Level ${level} needs at least one test.`,
  timeLimit: (level: 1 | 2 | 3) =>
    `The level ${level} time limit must be from ${TIME_LIMIT_RANGE.min} to ${TIME_LIMIT_RANGE.max} ms.`,
} as const;

/**
 * docs/PRODUCT.md#validation-subscription: e-mail, start date and end date are mandatory (the texts are
 * ours).
 */
export const SUBSCRIPTION_MESSAGES = {
  email: 'Email is mandatory!',
  start_date: 'Start date is mandatory!',
  end_date: 'End date is mandatory!',
  order: 'The end date must not be before the start date.',
} as const;

/** docs/PRODUCT.md#validation-apply. */
export const RESUME_LINK_MESSAGE = 'Resume link is a mandatory!';
/** docs/PRODUCT.md#validation-code: non-empty after trimming. */
export const EMPTY_CODE_MESSAGE = 'Please write some code before submitting it for evaluation!';
export const FEEDBACK_MESSAGE = 'Please write your feedback before sending it.';
export const LINK_FORMAT_MESSAGE = 'The link must be a full http(s) address.';

// docs/PRODUCT.md#validation-email: a simple address pattern.
const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An e-mail address as typed (trimmed, case kept); the API lowercases it after this. */
export const emailAddress = z
  .string({ error: EMAIL_MESSAGE })
  .trim()
  .max(254, { error: EMAIL_MESSAGE })
  .regex(SIMPLE_EMAIL, { error: EMAIL_MESSAGE });

/** The one-time code: exactly four digits. */
export const otpCode = z.string({ error: OTP_MESSAGE }).regex(/^\d{4}$/, { error: OTP_MESSAGE });

/** Text without the product's "is (a) mandatory (field)!" ending, for a "too long" message. */
const fieldName = (message: string) => message.replace(/ is a mandatory field!$| is mandatory!$/, '');

/** Required text with one message for "missing", "not text" and "blank". */
export const requiredText = (message: string, maxLength = 500) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(maxLength, { error: `${fieldName(message)} must be at most ${maxLength} characters.` });

/** A full http(s) address; `message` when it is missing. */
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
      { error: LINK_FORMAT_MESSAGE },
    );

/** A non-empty list of picked options (settings domains and locations). */
export const choiceList = (message: string) =>
  z
    .array(z.string().trim().min(1, { error: message }).max(100), { error: message })
    .min(1, { error: message })
    .max(30, { error: `${message.replace(/!$/, '')} (at most 30).` });
