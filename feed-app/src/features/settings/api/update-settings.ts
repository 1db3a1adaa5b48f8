import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, currentUserQueryKey, useSession, type CurrentUser, type UserSettings } from 'shared-auth';

export interface UpdateSettingsResponse {
  success: boolean;
  message: string;
  user: CurrentUser;
}

export function updateSettings(email: string, settings: UserSettings): Promise<UpdateSettingsResponse> {
  return apiClient.patch<UpdateSettingsResponse>(`/referrals/user/${encodeURIComponent(email)}`, {
    settings,
  });
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  const { email } = useSession();
  return useMutation({
    mutationFn: (settings: UserSettings) => updateSettings(email, settings),
    onSuccess: ({ user }) => queryClient.setQueryData(currentUserQueryKey(email), { user }),
  });
}
