import { ApiError, api, dataOf } from 'shared-api';

/** `user_id` is null when the address has no account yet (a sign-up creates it next). */
export function verifyOtp(email: string, otp: string) {
  return dataOf(api.POST('/referrals/verify-otp', { body: { email, otp } }));
}

/**
 * The seconds to wait when the API refused the code because the address made too many wrong
 * guesses (429 with retry_after_seconds); null for any other failure.
 */
export function otpLockoutSeconds(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  const seconds = (error.body as { retry_after_seconds?: unknown } | null)?.retry_after_seconds;
  return typeof seconds === 'number' && seconds > 0 ? seconds : null;
}
