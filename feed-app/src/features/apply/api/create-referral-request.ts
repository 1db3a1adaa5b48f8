import { useMutation, useQueryClient } from 'shared-query';
import { api, dataOf, type ApiRequestBody } from 'shared-api';
import { currentUserQueryKey, useSession } from 'shared-auth';
import { MY_REFERRALS_KEY } from '../../my-referrals';

export type ReferralRequestInput = Omit<ApiRequestBody<'/referrals/referral-request'>, 'user_id'>;

export function createReferralRequest(input: ApiRequestBody<'/referrals/referral-request'>) {
  return dataOf(api.POST('/referrals/referral-request', { body: input }));
}

export function useCreateReferralRequest() {
  const queryClient = useQueryClient();
  const { userId, email } = useSession();
  return useMutation({
    mutationFn: (input: ReferralRequestInput) => createReferralRequest({ ...input, user_id: userId }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: MY_REFERRALS_KEY });
      // The profile now remembers this resume link (issue 32): the next form starts from it.
      return queryClient.invalidateQueries({ queryKey: currentUserQueryKey(email) });
    },
  });
}
