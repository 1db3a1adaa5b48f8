/** SPEC §9: below 5 red, below 7 orange, else green. */
export type RatingTone = 'low' | 'mid' | 'high';

export function ratingTone(rating: number): RatingTone {
  if (rating < 5) return 'low';
  if (rating < 7) return 'mid';
  return 'high';
}

export function formatRating(rating: number | null | undefined): string {
  return rating === null || rating === undefined ? '–' : `${Math.round(rating * 10) / 10}/10`;
}
