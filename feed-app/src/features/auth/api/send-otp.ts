import { api, dataOf } from 'shared-auth';

export function sendOtp(email: string) {
  return dataOf(api.POST('/referrals/send-otp', { body: { email } }));
}
