import { formatRating, ratingTone } from 'shared-ui';
import styles from './all-submissions.module.css';

/** A rating coloured by its band, and always written out so colour is never the only signal. */
export function RatingValue({ rating }: { rating: number | null | undefined }) {
  if (rating === null || rating === undefined) return <span className={styles.muted}>–</span>;
  return <span className={styles[`rating-${ratingTone(rating)}`]}>{formatRating(rating)}/10</span>;
}
