import { formatPricePerReferral, formatRupees, pricingPlans } from './pricing-plans';

describe('pricingPlans', () => {
  it('holds the three packs of the specification', () => {
    expect(
      pricingPlans.map(({ name, price, originalPrice, discount, credits }) => ({
        name,
        price,
        originalPrice,
        discount,
        credits,
      })),
    ).toEqual([
      { name: '30 Referrals', price: 86, originalPrice: 150, discount: '43%', credits: 30 },
      { name: '50 Referrals', price: 140, originalPrice: 250, discount: '44%', credits: 50 },
      { name: '100 Referrals', price: 274, originalPrice: 500, discount: '45%', credits: 100 },
    ]);
  });

  it('states discounts that match the prices, rounded to the whole percent', () => {
    for (const plan of pricingPlans) {
      const saved = Math.round((1 - plan.price / plan.originalPrice) * 100);
      expect(plan.discount).toBe(`${saved}%`);
    }
  });

  it('gives every pack its own colour', () => {
    expect(new Set(pricingPlans.map((plan) => plan.color)).size).toBe(pricingPlans.length);
  });
});

describe('formatRupees', () => {
  it('shows whole rupees with the rupee sign', () => {
    expect(formatRupees(86)).toBe('₹86');
    expect(formatRupees(274)).toBe('₹274');
  });
});

describe('formatPricePerReferral', () => {
  it('divides the price by the referrals in the pack', () => {
    expect(pricingPlans.map(formatPricePerReferral)).toEqual(['₹2.87', '₹2.80', '₹2.74']);
  });
});
