import type { MeasuredGrowth } from '../types';
import styles from './measured-growth.module.css';

/** How the program's time grew with n when timed at several sizes, beside the level's intended growth. */
export function MeasuredGrowthLine({ growth }: { growth: MeasuredGrowth }) {
  const text = growth.measured
    ? `Measured growth ≈ ${growth.measured}, expected ${growth.expected}`
    : // Too fast at every size, or out of time before two sizes: the efficiency notes say which.
      `Measured growth: not determined (see efficiency), expected ${growth.expected}`;
  return <p className={styles.growth}>{text}</p>;
}
