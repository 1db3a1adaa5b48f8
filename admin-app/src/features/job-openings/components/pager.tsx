import { Button } from 'shared-ui';
import styles from './list-toolbar.module.css';

interface PagerProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  label: string;
}

/** Previous and next page, with where the list stands; hidden when everything fits on one page. */
export function Pager({ page, totalPages, onPage, label }: PagerProps) {
  if (totalPages <= 1 && page <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={label}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous page
      </Button>
      <span aria-live="polite">
        Page {page} of {Math.max(totalPages, 1)}
      </span>
      <Button variant="secondary" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        Next page
      </Button>
    </nav>
  );
}
