import { queryOptions, useQuery } from 'shared-query';
import { api, dataOf, type ApiResponse } from 'shared-api';
import type { TrackingFields } from '../../../lib/tracking';

export type RechargeStatus = ApiResponse<'/referrals/recharge-status'>;

export interface RechargeStatusInput {
  paymentId: string;
  userId: string;
  email: string;
  tracking: TrackingFields;
}

export function getRechargeStatus(input: RechargeStatusInput, signal?: AbortSignal) {
  const query = { payment_id: input.paymentId, user_id: input.userId, email: input.email, ...input.tracking };
  return dataOf(api.GET('/referrals/recharge-status', { params: { query }, signal }));
}

export function getRechargeStatusQueryOptions(input: RechargeStatusInput) {
  return queryOptions({
    // The tracking fields only label the server's ad event; they do not change the answer.
    queryKey: ['referrals', 'recharge-status', input.paymentId, input.userId],
    queryFn: ({ signal }) => getRechargeStatus(input, signal),
    enabled: input.paymentId.length > 0 && input.userId.length > 0,
    staleTime: 0,
  });
}

export function useRechargeStatus(input: RechargeStatusInput) {
  return useQuery(getRechargeStatusQueryOptions(input));
}
