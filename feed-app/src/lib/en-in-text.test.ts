import { enInLongUtcDate, enInRupees, enInShortUtcDate } from './en-in-text';

// The first day and the last minute of a UTC day in every month, in two years.
const utcDays = Array.from({ length: 12 }, (_, month) => [
  new Date(Date.UTC(2026, month, 1, 0, 0)),
  new Date(Date.UTC(2025, month, 28, 23, 59)),
]).flat();

const enInUtc = (month: 'short' | 'long') =>
  new Intl.DateTimeFormat('en-IN', { day: 'numeric', month, year: 'numeric', timeZone: 'UTC' });

describe('en-IN texts written without Intl', () => {
  it('writes the short UTC date as Intl does, in every month and at both ends of a UTC day', () => {
    const intl = enInUtc('short');
    for (const date of utcDays) expect(enInShortUtcDate(date)).toBe(intl.format(date));
    expect(enInShortUtcDate(new Date('2026-09-05T12:00:00Z'))).toBe('5 Sept 2026');
  });

  it('writes the long UTC date as Intl does', () => {
    const intl = enInUtc('long');
    for (const date of utcDays) expect(enInLongUtcDate(date)).toBe(intl.format(date));
    expect(enInLongUtcDate(new Date('2025-06-03T00:00:00Z'))).toBe('3 June 2025');
  });

  it('writes whole rupees with Indian grouping as Intl does', () => {
    const intl = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      maximumFractionDigits: 0,
    });
    const amounts = [
      0, 5, 86, 999, 1000, 9999, 12345, 99999, 100000, 123456, 1234567, 12345678, 123456789, 2.5, 3.5, 999.5,
      86.4, -5, -1234, -123456,
    ];
    for (const amount of amounts) expect(enInRupees(amount)).toBe(intl.format(amount));
    expect(enInRupees(124999)).toBe('₹1,24,999');
  });
});
