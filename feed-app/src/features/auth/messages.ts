// Exact texts of SPEC §5 and §8; the tests and the journeys assert them.
export const AUTH_MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  noUser: 'No user found with this email address!',
  userExists: 'User with this email address already exists!',
  incompleteOtp: 'Please enter the complete 4-digit OTP',
  invalidOtp: 'Invalid OTP! Please check and try again',
  generic: 'An error occurred, try again later!',
} as const;

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
