import { useMutation } from '@tanstack/react-query';
import { apiClient } from 'shared-auth';
import type { TrackingFields } from '../../../lib/tracking';
import type { AuthUser } from './create-user';

export interface GoogleAuthInput extends TrackingFields {
  id_token: string;
  referral_code: string;
}

export interface GoogleAuthResponse {
  success: boolean;
  user?: AuthUser;
  message?: string;
}

export function googleAuth(input: GoogleAuthInput): Promise<GoogleAuthResponse> {
  return apiClient.post<GoogleAuthResponse>('/referrals/google-auth', input);
}

export function useGoogleAuth() {
  return useMutation({ mutationFn: googleAuth });
}
