// Days are UTC calendar days (YYYY-MM-DD); formatting them in UTC keeps each on its own date.
const shortDay = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });

export const formatShortDay = (date: string) => shortDay.format(new Date(`${date}T00:00:00Z`));
export const formatLongDay = (date: string) => longDay.format(new Date(`${date}T00:00:00Z`));

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});
export const formatRupees = (amount: number) => rupees.format(amount);
