import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, useSession } from 'shared-auth';

export interface ReferralRequestInput {
  job_id: number;
  resume_link: string;
  notes: string;
}

export interface ReferralRequest {
  id: number;
  job_id: number;
  title: string;
  company_name: string;
  resume_link: string;
  notes: string;
  status: string;
  created_at: string;
}

export function createReferralRequest(input: ReferralRequestInput & { user_id: string }) {
  return apiClient.post<{ success: boolean; message: string; referral_request: ReferralRequest }>(
    '/referrals/referral-request',
    input,
  );
}

export function useCreateReferralRequest() {
  const queryClient = useQueryClient();
  const { userId } = useSession();
  return useMutation({
    mutationFn: (input: ReferralRequestInput) => createReferralRequest({ ...input, user_id: userId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['referrals', 'my-referrals'] }),
  });
}
