import { Link } from 'shared-router';
import { canViewStats, isAdministrator, useCurrentUser, useSession } from 'shared-auth';
import logoUrl from '../assets/logo.svg';
import { PRODUCT_NAME } from 'shared-ui';
import { SiteMenu } from './site-menu';
import styles from './site-header.module.css';

function CreditsFace({ credits }: { credits: number }) {
  return (
    <>
      <svg className={styles.coin} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
        <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <circle cx="8" cy="8" r="3.5" fill="currentColor" />
      </svg>
      <strong>{credits}</strong>
      {/* On a phone the whole word would push the menu off screen: "cr" keeps it readable (issue 32). */}
      <span className={styles.creditsWord}>{credits === 1 ? 'credit' : 'credits'}</span>
      <span className={styles.creditsShort}>cr</span>
    </>
  );
}

function CreditsBadge({ credits }: { credits: number }) {
  return (
    <Link to="/premium" className={styles.credits} aria-label={`${credits} credits left; buy more`}>
      <CreditsFace credits={credits} />
    </Link>
  );
}

/**
 * The badge's place while the member's credits load (a signed-in page is rendered on the server before
 * they are known): the badge then takes it without moving "Practice" aside on every signed-in page.
 */
function CreditsBadgePending() {
  return (
    <span className={`${styles.credits} ${styles.creditsPending}`} aria-hidden="true">
      <CreditsFace credits={0} />
    </span>
  );
}

export function SiteHeader() {
  const { isLoggedIn } = useSession();
  const { data: user, isError: userUnknown } = useCurrentUser();
  const viewer = {
    isLoggedIn,
    isAdministrator: isAdministrator(user),
    canViewStats: canViewStats(user),
  };
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to="/" className={styles.brand}>
          <img src={logoUrl} alt="" width={32} height={32} />
          <span className={styles.brandName}>{PRODUCT_NAME}</span>
        </Link>
        <nav className={styles.actions} aria-label="Site">
          {/* The dropdown holds exactly docs/PRODUCT.md#navigation's links; practice has its own entry point here. */}
          <Link to="/practice" className={styles.sectionLink}>
            Practice
          </Link>
          {/* When the member cannot be loaded (the API away), a number-less pill would stay for good. */}
          {isLoggedIn &&
            (user ? <CreditsBadge credits={user.credits} /> : userUnknown ? null : <CreditsBadgePending />)}
          <SiteMenu viewer={viewer} />
        </nav>
      </div>
    </header>
  );
}
