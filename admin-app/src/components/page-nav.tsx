import { Button } from 'shared-ui';
import styles from './page-nav.module.css';

interface PageNavProps {
  /** Names the navigation, e.g. 'Pages of problems'. */
  label: string;
  page: number;
  total: number;
  pageSize: number;
  /** What the list counts, singular: 'problem' gives '1 problem', '2 problems'. */
  noun: string;
  onPage: (page: number) => void;
}

/** An operator's numbered list: previous and next page, and where the list stands. */
export function PageNav({ label, page, total, pageSize, noun, onPage }: PageNavProps) {
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav className={styles.pager} aria-label={label}>
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span aria-live="polite">
        Page {page} of {lastPage} · {total} {noun}
        {total === 1 ? '' : 's'}
      </span>
      <Button variant="secondary" size="sm" disabled={page >= lastPage} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
