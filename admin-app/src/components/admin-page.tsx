import type { ReactNode } from 'react';
import styles from './admin-page.module.css';

interface AdminPageProps {
  title: string;
  description?: ReactNode;
  /** Actions shown beside the title (filters, refresh). */
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame every admin screen shares: one h1, an optional line of context, then the content. */
export function AdminPage({ title, description, actions, children }: AdminPageProps) {
  return (
    <section className={styles.page} aria-labelledby="admin-page-title">
      <header className={styles.header}>
        <div>
          {/* Focusable from code: where focus goes when the list an action emptied is gone. */}
          <h1 id="admin-page-title" className={styles.title} tabIndex={-1}>
            {title}
          </h1>
          {description && <p className={styles.description}>{description}</p>}
        </div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </header>
      {children}
    </section>
  );
}
