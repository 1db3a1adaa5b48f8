import { useEffect } from 'react';
import { Outlet, useLocation, useNavigationType } from 'shared-router';
import { SiteHeader } from './site-header';
import styles from './site-layout.module.css';

/** A new page starts at its top; Back and Forward leave the position to the browser. */
function ScrollToTopOnNewPage() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  return null;
}

/** Header above the three-column grid; every screen renders in the middle column. */
export function SiteLayout() {
  return (
    <>
      <a
        className={styles.skipLink}
        href="#main"
        onClick={(event) => {
          // Move focus, not the URL: a hash would become a route change for the router.
          event.preventDefault();
          document.getElementById('main')?.focus();
        }}
      >
        Skip to content
      </a>
      <SiteHeader />
      <div className={styles.grid}>
        <aside className={styles.side} aria-hidden="true" />
        <main className={styles.main} id="main" tabIndex={-1}>
          <Outlet />
        </main>
        <aside className={styles.side} aria-hidden="true" />
      </div>
      <ScrollToTopOnNewPage />
    </>
  );
}
