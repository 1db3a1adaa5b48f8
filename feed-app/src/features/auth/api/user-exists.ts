import { api, dataOf } from 'shared-auth';

export function checkUserExists(email: string) {
  return dataOf(api.POST('/referrals/user-exists', { body: { email } }));
}
