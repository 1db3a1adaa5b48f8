import { apiClient } from 'shared-auth';

export interface SendOtpResponse {
  sent: boolean;
}

export function sendOtp(email: string): Promise<SendOtpResponse> {
  return apiClient.post<SendOtpResponse>('/referrals/send-otp', { email });
}
