export const PRODUCT_NAME = 'ReferralHub';
