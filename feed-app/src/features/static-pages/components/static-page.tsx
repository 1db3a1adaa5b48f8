import type { ReactNode } from 'react';
import styles from './static-page.module.css';

interface StaticPageProps {
  title: string;
  lead?: ReactNode;
  /** e.g. 'Last updated: 1 July 2025' for legal pages. */
  meta?: string;
  children: ReactNode;
}

/** The frame of every text page: one h1, an optional lead, then h2 sections in reading width. */
export function StaticPage({ title, lead, meta, children }: StaticPageProps) {
  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {meta && <p className={styles.meta}>{meta}</p>}
        {lead && <p className={styles.lead}>{lead}</p>}
      </header>
      <div className={styles.prose}>{children}</div>
    </article>
  );
}
