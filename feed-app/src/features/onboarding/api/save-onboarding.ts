import { useMutation, useQueryClient } from 'shared-query';
import { api, dataOf, type ApiRequestBody } from 'shared-api';
import { currentUserQueryKey, useSession } from 'shared-auth';

export type OnboardingAnswers = ApiRequestBody<'/referrals/onboarding', 'patch'>;

export function saveOnboarding(answers: OnboardingAnswers) {
  return dataOf(api.PATCH('/referrals/onboarding', { body: answers }));
}

export function useSaveOnboarding() {
  const queryClient = useQueryClient();
  const { email } = useSession();
  return useMutation({
    mutationFn: saveOnboarding,
    onSuccess: ({ user }) => queryClient.setQueryData(currentUserQueryKey(email), { user }),
  });
}
