import { useMutation, useQueryClient } from 'shared-query';
import { api, dataOf, type ApiRequestBody } from 'shared-api';
import { currentUserQueryKey, useSession } from 'shared-auth';

/** What a settings save sends: every field filled in (the form checks that first). */
export type SettingsUpdate = ApiRequestBody<'/referrals/user/{email}', 'patch'>['settings'];

export function updateSettings(email: string, settings: SettingsUpdate) {
  return dataOf(api.PATCH('/referrals/user/{email}', { params: { path: { email } }, body: { settings } }));
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  const { email } = useSession();
  return useMutation({
    mutationFn: (settings: SettingsUpdate) => updateSettings(email, settings),
    onSuccess: ({ user }) => queryClient.setQueryData(currentUserQueryKey(email), { user }),
  });
}
