export interface LandingStat {
  value: string;
  label: string;
}

/** The figures the product claims on its landing page (docs/PRODUCT.md#landing). */
export const landingStats: readonly LandingStat[] = [
  { value: '5,000+', label: 'Active users' },
  { value: '100+', label: 'Companies' },
  { value: '50+', label: 'Daily referral opportunities' },
  { value: '5,000+', label: 'Successful referrals' },
  { value: '95%', label: 'Interview call guarantee' },
  { value: '24/7', label: 'Support' },
];
