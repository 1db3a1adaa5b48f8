import { Button } from 'shared-ui';
import styles from './filter-button.module.css';

export function FilterButton({ activeCount, onClick }: { activeCount: number; onClick: () => void }) {
  return (
    <Button
      variant="secondary"
      onClick={onClick}
      aria-haspopup="dialog"
      aria-label={activeCount > 0 ? `Filters, ${activeCount} active` : 'Filters'}
    >
      <span aria-hidden="true" className={styles.icon}>
        ⚲
      </span>
      Filters
      {activeCount > 0 && (
        <span className={styles.badge} data-testid="active-filter-count" aria-hidden="true">
          {activeCount}
        </span>
      )}
    </Button>
  );
}
