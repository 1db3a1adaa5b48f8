import { api, dataOf } from 'shared-api';

export function checkUserExists(email: string) {
  return dataOf(api.POST('/referrals/user-exists', { body: { email } }));
}
