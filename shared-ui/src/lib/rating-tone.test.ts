import { formatRating, ratingTone } from './rating-tone';

describe('ratingTone', () => {
  it.each([
    [0, 'low'],
    [4.9, 'low'],
    [5, 'mid'],
    [6.9, 'mid'],
    [7, 'high'],
    [10, 'high'],
  ] as const)('colours %s as %s', (rating, tone) => {
    expect(ratingTone(rating)).toBe(tone);
  });
});

describe('formatRating', () => {
  it('shows whole ratings without a decimal and others with one', () => {
    expect(formatRating(7)).toBe('7');
    expect(formatRating(6.84)).toBe('6.8');
    expect(formatRating(9.5)).toBe('9.5');
  });
});

describe('formatRating rounding', () => {
  it('rounds half up to one decimal and drops a decimal that rounds away', () => {
    expect(formatRating(6.75)).toBe('6.8');
    expect(formatRating(6.96)).toBe('7');
    expect(formatRating(0)).toBe('0');
  });
});
