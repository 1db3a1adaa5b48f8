import { ApiError, apiClient } from 'shared-auth';

export interface VerifyOtpResponse {
  valid: boolean;
  /** Null when the address has no account yet (a sign-up creates it next). */
  user_id: string | null;
}

export function verifyOtp(email: string, otp: string): Promise<VerifyOtpResponse> {
  return apiClient.post<VerifyOtpResponse>('/referrals/verify-otp', { email, otp });
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
