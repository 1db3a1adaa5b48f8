import styles from './skeleton-card.module.css';

/** A card-shaped placeholder while content loads; hidden from assistive technology. */
export function SkeletonCard() {
  return (
    <div className={styles.card} aria-hidden="true" data-testid="skeleton-card">
      <div className={`${styles.line} ${styles.title}`} />
      <div className={`${styles.line} ${styles.short}`} />
      <div className={`${styles.line} ${styles.long}`} />
      <div className={`${styles.line} ${styles.short}`} />
    </div>
  );
}

export function SkeletonList({ count, label = 'Loading' }: { count: number; label?: string }) {
  return (
    <div role="status" aria-label={label} style={{ display: 'grid', gap: 'var(--space-3)' }}>
      {Array.from({ length: count }, (_, index) => (
        <SkeletonCard key={index} />
      ))}
    </div>
  );
}
