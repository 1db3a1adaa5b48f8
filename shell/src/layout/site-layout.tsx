import { Outlet, ScrollRestoration } from 'react-router-dom';
import { SiteHeader } from './site-header';
import styles from './site-layout.module.css';

/** Header above the three-column grid; every screen renders in the middle column. */
export function SiteLayout() {
  return (
    <>
      <SiteHeader />
      <div className={styles.grid}>
        <aside className={styles.side} aria-hidden="true" />
        <main className={styles.main} id="main">
          <Outlet />
        </main>
        <aside className={styles.side} aria-hidden="true" />
      </div>
      <ScrollRestoration />
    </>
  );
}
