import { formatRating, ratingTone } from 'shared-ui';
import styles from './rating-badge.module.css';

interface RatingBadgeProps {
  rating: number;
  size?: 'md' | 'lg';
}

/**
 * A rating out of 10, coloured by the thresholds of docs/PRODUCT.md#rating-colours; the number itself always
 * shows.
 */
export function RatingBadge({ rating, size = 'md' }: RatingBadgeProps) {
  const tone = ratingTone(rating);
  return (
    <span className={`${styles.badge} ${styles[tone]} ${styles[size]}`} data-tone={tone}>
      {formatRating(rating)}
      <span className={styles.scale}>/10</span>
    </span>
  );
}
