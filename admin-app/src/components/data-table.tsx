import type { ReactNode } from 'react';
import styles from './data-table.module.css';

/**
 * An operator's table: it scrolls inside its own labelled, focusable region (so a keyboard can scroll
 * it) rather than widening the page. `nowrap` keeps every cell on one line.
 */
export function DataTable({
  label,
  nowrap = false,
  children,
}: {
  label: string;
  nowrap?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={styles.scroll} role="region" aria-label={label} tabIndex={0}>
      <table className={nowrap ? `${styles.table} ${styles.nowrap}` : styles.table}>{children}</table>
    </div>
  );
}
