import { useEffect } from 'react';
import { useSearchParams } from 'shared-router';
import { storeReferralCode } from 'shared-auth';

/** Keeps the `referral_code` of the landing URL for sign-up; a visit without one stores ''. */
export function useStoredReferralCode(): void {
  const [searchParams] = useSearchParams();
  const referralCode = searchParams.get('referral_code');
  useEffect(() => {
    storeReferralCode(referralCode);
  }, [referralCode]);
}
