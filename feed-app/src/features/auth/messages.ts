// Exact texts of SPEC §5 and §8; the tests and the journeys assert them.
export const AUTH_MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  noUser: 'No user found with this email address!',
  userExists: 'User with this email address already exists!',
  incompleteOtp: 'Please enter the complete 4-digit OTP',
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

export const OTP_LENGTH = 4;

// SPEC §5: "a simple address pattern" — the same one the API applies.
const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(email: string): boolean {
  return SIMPLE_EMAIL.test(email.trim());
}
