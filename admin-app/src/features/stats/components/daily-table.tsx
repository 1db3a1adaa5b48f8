import type { ReactNode } from 'react';
import { formatLongDay } from '../day-format';
import type { DailyCount } from '../types';
import styles from './stats-screen.module.css';

interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
}

interface DailyTableProps<Row extends DailyCount> {
  caption: string;
  /** Oldest first, as charted; the table lists newest first. */
  rows: Row[];
  columns: Column<Row>[];
}

export function DailyTable<Row extends DailyCount>({ caption, rows, columns }: DailyTableProps<Row>) {
  const newestFirst = [...rows].reverse();
  return (
    // Focusable so that keyboard users can scroll the long table.
    <div className={styles.tableScroll} tabIndex={0} role="region" aria-label={caption}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={styles.number}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {newestFirst.map((row) => (
            <tr key={row.date}>
              <th scope="row">{formatLongDay(row.date)}</th>
              {columns.map((column) => (
                <td key={column.header} className={styles.number}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
