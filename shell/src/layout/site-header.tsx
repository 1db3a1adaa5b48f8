import { Link } from 'react-router-dom';
import { canViewStats, isAdministrator, useCurrentUser, useSession } from 'shared-auth';
import logoUrl from '../assets/logo.svg';
import { PRODUCT_NAME } from '../app/product';
import { SiteMenu } from './site-menu';
import styles from './site-header.module.css';

function CreditsBadge({ credits }: { credits: number }) {
  return (
    <Link to="/premium" className={styles.credits} aria-label={`${credits} credits left; buy more`}>
      <strong>{credits}</strong> {credits === 1 ? 'credit' : 'credits'}
    </Link>
  );
}

export function SiteHeader() {
  const { isLoggedIn } = useSession();
  const { data: user } = useCurrentUser();
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
          <span>{PRODUCT_NAME}</span>
        </Link>
        <nav className={styles.actions} aria-label="Site">
          {/* The dropdown holds exactly the specification's links; practice has its own entry point here. */}
          <Link to="/practice" className={styles.sectionLink}>
            Practice
          </Link>
          {isLoggedIn && user && <CreditsBadge credits={user.credits} />}
          <SiteMenu viewer={viewer} />
        </nav>
      </div>
    </header>
  );
}
