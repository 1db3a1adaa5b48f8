import { api, dataOf, type ApiRequestBody } from 'shared-api';

export function createUser(input: ApiRequestBody<'/referrals/user'>) {
  return dataOf(api.POST('/referrals/user', { body: input }));
}
