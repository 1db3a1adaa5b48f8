import { useMutation, useQueryClient } from 'shared-query';
import { api, dataOf, useSession, type ApiRequestBody } from 'shared-auth';
import { MY_REFERRALS_KEY } from '../../../lib/my-referrals/api/get-my-referrals';

export type ReferralRequestInput = Omit<ApiRequestBody<'/referrals/referral-request'>, 'user_id'>;

export function createReferralRequest(input: ApiRequestBody<'/referrals/referral-request'>) {
  return dataOf(api.POST('/referrals/referral-request', { body: input }));
}

export function useCreateReferralRequest() {
  const queryClient = useQueryClient();
  const { userId } = useSession();
  return useMutation({
    mutationFn: (input: ReferralRequestInput) => createReferralRequest({ ...input, user_id: userId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_REFERRALS_KEY }),
  });
}
