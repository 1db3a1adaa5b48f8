export type RatingTone = 'low' | 'mid' | 'high';

/** docs/PRODUCT.md#rating-colours: below 5 red, below 7 orange, else green (tokens --rating-low/mid/high). */
export function ratingTone(rating: number): RatingTone {
  if (rating < 5) return 'low';
  if (rating < 7) return 'mid';
  return 'high';
}

/**
 * A rating out of 10 as every screen writes it: rounded to one decimal, whole numbers without one
 * ("7", "6.8"). Callers add the "/10" scale in their own markup.
 */
export function formatRating(rating: number): string {
  const rounded = Math.round(rating * 10) / 10;
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1);
}
