import { Link } from 'react-router-dom';
import { Card, buttonClassName } from 'shared-ui';
import styles from './confirmation-screen.module.css';

/** /confirmation: the three statements of SPEC §2. */
export default function ConfirmationScreen() {
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
