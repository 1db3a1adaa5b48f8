import type { ReactNode } from 'react';
import { Button } from './button';
import styles from './panels.module.css';

export interface ErrorPanelProps {
  title: string;
  message?: ReactNode;
  onRetry?: () => void;
  retryLabel?: string;
}

/** What a screen shows when something it needs failed; Retry when trying again can help. */
export function ErrorPanel({ title, message, onRetry, retryLabel = 'Retry' }: ErrorPanelProps) {
  return (
    <section className={`${styles.panel} ${styles.error}`} role="alert">
      <h2 className={styles.title}>{title}</h2>
      {message && <p className={styles.message}>{message}</p>}
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </section>
  );
}

/** A neutral notice, e.g. an empty list ('No Submission Found'). */
export function InfoPanel({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className={`${styles.panel} ${styles.info}`} role="status">
      <h2 className={styles.title}>{title}</h2>
      {children && <div className={styles.message}>{children}</div>}
    </section>
  );
}

export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className={styles.center} role="status" aria-label={label}>
      <div className={styles.spinner} aria-hidden="true" />
    </div>
  );
}
