import { apiClient } from 'shared-auth';

export interface VerifyOtpResponse {
  valid: boolean;
  /** Null when the address has no account yet (a sign-up creates it next). */
  user_id: string | null;
}

export function verifyOtp(email: string, otp: string): Promise<VerifyOtpResponse> {
  return apiClient.post<VerifyOtpResponse>('/referrals/verify-otp', { email, otp });
}
