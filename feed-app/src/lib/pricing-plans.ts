export interface PricingPlan {
  name: string;
  /** The pack's accent colour; white text on it meets WCAG AA. */
  color: string;
  /** What the pack costs, in rupees. */
  price: number;
  /** The list price before the discount, in rupees. */
  originalPrice: number;
  discount: string;
  /** Referral credits the pack adds: one credit unlocks one opening. */
  credits: number;
}

/** The credit packs (SPEC §3). The server decides what a payment buys; these only present the packs. */
export const pricingPlans: readonly PricingPlan[] = [
  { name: '30 Referrals', color: '#0f7b6c', price: 86, originalPrice: 150, discount: '43%', credits: 30 },
  { name: '50 Referrals', color: '#1f4fd1', price: 140, originalPrice: 250, discount: '44%', credits: 50 },
  { name: '100 Referrals', color: '#7a2e98', price: 274, originalPrice: 500, discount: '45%', credits: 100 },
];

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

/** '₹86' — payment amounts are shown in rupees. */
export function formatRupees(amount: number): string {
  return rupees.format(amount);
}

/** What one referral costs in a pack, e.g. '₹2.87'. */
export function formatPricePerReferral(plan: PricingPlan): string {
  return `₹${(plan.price / plan.credits).toFixed(2)}`;
}
