import { apiClient } from 'shared-auth';

export interface UserExistsResponse {
  exists: boolean;
}

export function checkUserExists(email: string): Promise<UserExistsResponse> {
  return apiClient.post<UserExistsResponse>('/referrals/user-exists', { email });
}
