// Texts in one fixed form, en-IN's (CLDR), written without Intl: the first Intl formatter of a page
// loads ICU on the main thread (20–65 ms unthrottled, ×4 on a phone), and these texts are rendered
// while the page hydrates. Each function is tested against Intl's own output.

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
const LONG_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The UTC day as en-IN writes it with `month: 'short'`: '5 Sept 2026'. */
export function enInShortUtcDate(date: Date): string {
  return `${date.getUTCDate()} ${SHORT_MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** The UTC day as en-IN writes it with `month: 'long'`: '3 June 2025'. */
export function enInLongUtcDate(date: Date): string {
  return `${date.getUTCDate()} ${LONG_MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/**
 * Whole rupees with Indian digit grouping, as `Intl.NumberFormat('en-IN', { style: 'currency',
 * currency: 'INR', maximumFractionDigits: 0 })` writes them: '₹86', '₹1,24,999', '-₹5'.
 */
export function enInRupees(amount: number): string {
  // Intl rounds half away from zero; Math.round would take -2.5 to -2.
  const rounded = Math.sign(amount) * Math.round(Math.abs(amount));
  const digits = String(Math.abs(rounded));
  // The last three digits form one group, every two before them another.
  const head = digits.slice(0, -3);
  const grouped = head ? `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}` : digits;
  return `${rounded < 0 ? '-' : ''}₹${grouped}`;
}
