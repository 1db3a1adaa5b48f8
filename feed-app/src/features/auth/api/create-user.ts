import { api, dataOf, type ApiRequestBody } from 'shared-auth';

export function createUser(input: ApiRequestBody<'/referrals/user'>) {
  return dataOf(api.POST('/referrals/user', { body: input }));
}
