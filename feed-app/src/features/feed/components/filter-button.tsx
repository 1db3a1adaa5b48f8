import { Button } from 'shared-ui';
import styles from './filter-button.module.css';

export interface FilterButtonProps {
  activeCount: number;
  onClick: () => void;
  /** The pointer or focus reached the button: a click is likely to follow. */
  onIntent?: () => void;
}

export function FilterButton({ activeCount, onClick, onIntent }: FilterButtonProps) {
  return (
    <Button
      className={styles.button}
      variant="secondary"
      onClick={onClick}
      onPointerEnter={onIntent}
      onPointerDown={onIntent}
      onFocus={onIntent}
      aria-haspopup="dialog"
      aria-label={activeCount > 0 ? `Filters, ${activeCount} active` : 'Filters'}
    >
      {/* Sliders, not a magnifying glass: this narrows the feed, the field beside it searches. */}
      <svg className={styles.icon} viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
        <path
          d="M3 5h8M15 5h2M3 10h2M9 10h8M3 15h10"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
        />
        <circle cx="13" cy="5" r="2" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <circle cx="7" cy="10" r="2" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <circle cx="15" cy="15" r="2" fill="none" stroke="currentColor" strokeWidth="1.8" />
      </svg>
      Filters
      {activeCount > 0 && (
        <span className={styles.badge} data-testid="active-filter-count" aria-hidden="true">
          {activeCount}
        </span>
      )}
    </Button>
  );
}
