import { useMutation } from 'shared-query';
import { api, dataOf, type ApiRequestBody } from 'shared-api';

export function googleAuth(input: ApiRequestBody<'/referrals/google-auth'>) {
  return dataOf(api.POST('/referrals/google-auth', { body: input }));
}

export function useGoogleAuth() {
  return useMutation({ mutationFn: googleAuth });
}
