export type RatingTone = 'low' | 'mid' | 'high';

/** SPEC §9: below 5 red, below 7 orange, else green (the tokens --rating-low/mid/high). */
export function ratingTone(rating: number): RatingTone {
  if (rating < 5) return 'low';
  if (rating < 7) return 'mid';
  return 'high';
}

/** Ratings are out of 10 with at most one decimal; whole numbers show without one. */
export function formatRating(rating: number): string {
  return Number.isInteger(rating) ? String(rating) : rating.toFixed(1);
}
