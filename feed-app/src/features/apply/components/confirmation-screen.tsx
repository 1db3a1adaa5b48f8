import { Link, Navigate, useLocation } from 'shared-router';
import { Card, buttonClassName } from 'shared-ui';
import { RequireSignIn } from '../../../lib/require-sign-in';
import styles from './confirmation-screen.module.css';

/** Set by the apply form on success; history keeps it, so a reload still shows the confirmation. */
export const SUBMITTED_STATE = { referralRequestSubmitted: true } as const;

/**
 * /confirmation: the three statements of docs/PRODUCT.md#confirmation — only right after a request was
 * submitted.
 */
export default function ConfirmationScreen() {
  return (
    <RequireSignIn>
      <Confirmation />
    </RequireSignIn>
  );
}

function Confirmation() {
  const { state } = useLocation();
  const submitted = (state as Partial<typeof SUBMITTED_STATE> | null)?.referralRequestSubmitted === true;
  if (!submitted) return <Navigate to="/" replace />;
  return (
    <section className={styles.screen} aria-labelledby="confirmation-title">
      <Card className={styles.card}>
        <p className={styles.mark} aria-hidden="true">
          ✓
        </p>
        <h1 id="confirmation-title" className={styles.title}>
          Your referral request has been submitted!
        </h1>
        <p>Your resume will be reviewed within 2 business days.</p>
        <p>If the referrer proceeds with your referral, you will receive an e-mail notification.</p>
        <div className={styles.actions}>
          <Link to="/" className={buttonClassName()}>
            Back to Jobs
          </Link>
          <Link to="/my-referrals" className={buttonClassName({ variant: 'secondary' })}>
            My referrals
          </Link>
        </div>
      </Card>
    </section>
  );
}
