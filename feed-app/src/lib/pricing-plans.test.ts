import { formatPricePerReferral, formatRupees } from './pricing-plans';

describe('formatRupees', () => {
  it('writes whole rupees with the rupee sign', () => {
    expect(formatRupees(86)).toBe('₹86');
    expect(formatRupees(274)).toBe('₹274');
  });
});

describe('formatPricePerReferral', () => {
  it('divides the price by the credits, to the paisa', () => {
    expect(
      [
        { price: 86, credits: 30 },
        { price: 140, credits: 50 },
        { price: 274, credits: 100 },
      ].map(formatPricePerReferral),
    ).toEqual(['₹2.87', '₹2.80', '₹2.74']);
  });
});
