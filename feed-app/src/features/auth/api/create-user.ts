import { apiClient } from 'shared-auth';
import type { TrackingFields } from '../../../lib/tracking';

export interface CreateUserInput extends TrackingFields {
  email: string;
  referral_code: string;
}

export interface AuthUser {
  id: string;
  email: string;
}

export function createUser(input: CreateUserInput): Promise<{ user: AuthUser }> {
  return apiClient.post<{ user: AuthUser }>('/referrals/user', input);
}
