import type { MeasuredGrowth } from '../types';
import styles from './measured-growth.module.css';

/** How the program's time grew with n when timed at several sizes, beside the level's intended growth. */
export function MeasuredGrowthLine({ growth }: { growth: MeasuredGrowth }) {
  const text = growth.measured
    ? `Measured growth ≈ ${growth.measured}, expected ${growth.expected}`
    : `Measured growth: too fast to tell, expected ${growth.expected}`;
  return <p className={styles.growth}>{text}</p>;
}
