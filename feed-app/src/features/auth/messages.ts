import { EMAIL_MESSAGE, OTP_LENGTH, OTP_MESSAGE, emailAddress, otpCode } from 'shared-api/validation';
import { z } from 'zod';

// Exact texts of docs/PRODUCT.md#sign-in and docs/PRODUCT.md#google-sign-in; the tests and the journeys
// assert them. The validation texts are the API's own (shared-api/validation).
export const AUTH_MESSAGES = {
  invalidEmail: EMAIL_MESSAGE,
  noUser: 'No user found with this email address!',
  userExists: 'User with this email address already exists!',
  incompleteOtp: OTP_MESSAGE,
  invalidOtp: 'Invalid OTP! Please check and try again',
  generic: 'An error occurred, try again later!',
} as const;

/**
 * The API refuses even the right code for a while after too many wrong ones (per address, across
 * codes); the screen says how long, rounded up, in the API's words.
 */
export function otpLockedOutMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait =
    retryAfterSeconds < 60
      ? `${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}`
      : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `Too many wrong codes were entered for this e-mail. Try again in ${wait}.`;
}

export const GOOGLE_MESSAGES = {
  failedTitle: 'Google Authentication Failed!',
  noCredential: 'No credential received',
  unknownError: 'Unknown error',
  requestErrorTitle: 'Google Authentication Error',
  signInErrorTitle: 'Google Sign-In Error',
  popupClosed: 'User closed popup or something went wrong',
} as const;

export { OTP_LENGTH };

/** The e-mail step's form: the address trimmed, its case kept. */
export const emailStepSchema = z.object({ email: emailAddress });

/** The code step's form: one digit per box, valid once the four make a code. */
export const otpStepSchema = z.object({
  digits: z
    .array(z.string())
    .transform((digits) => digits.join(''))
    .pipe(otpCode),
});
