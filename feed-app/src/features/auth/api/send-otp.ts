import { api, dataOf } from 'shared-api';

export function sendOtp(email: string) {
  return dataOf(api.POST('/referrals/send-otp', { body: { email } }));
}
