import { api, dataOf } from 'shared-auth';

/** `user_id` is null when the address has no account yet (a sign-up creates it next). */
export function verifyOtp(email: string, otp: string) {
  return dataOf(api.POST('/referrals/verify-otp', { body: { email, otp } }));
}
