import { Link, useLocation } from 'shared-router';
import { buttonClassName } from 'shared-ui';
import styles from './practice-premium-screen.module.css';

/** /practice/premium: where a learner lands when today's free evaluations are used up. */
export default function PracticePremiumScreen() {
  // The evaluate call's own words (with today's limit), when the code tab sent the learner here.
  const state: unknown = useLocation().state;
  const serverMessage =
    typeof state === 'object' &&
    state !== null &&
    typeof (state as { message?: unknown }).message === 'string'
      ? (state as { message: string }).message
      : null;
  return (
    <article className={styles.page}>
      <header className={styles.hero}>
        <p className={styles.eyebrow}>Daily limit reached</p>
        <h1 className={styles.title}>You have used today&apos;s free evaluations</h1>
        <p className={styles.lead}>
          Every account gets a number of free evaluations each day. Yours are used up for today; they renew at
          00:00 UTC, and your code and drafts are kept until then.
        </p>
        {serverMessage && (
          <p className={styles.serverMessage} role="status">
            {serverMessage}
          </p>
        )}
      </header>

      <section className={styles.card} aria-labelledby="premium-heading">
        <h2 id="premium-heading">Practise without a daily limit</h2>
        <p>
          A practice subscription lifts the daily limit for as long as it runs. Subscriptions are set up by
          our team for your account&apos;s e-mail address, with a start and an end date. Ask for one and we
          reply within 1 business day.
        </p>
        <ul className={styles.points}>
          <li>Unlimited evaluations while the subscription is active.</li>
          <li>The same ratings, notes and history you already use.</li>
          <li>Nothing to install: it applies to your account as soon as it starts.</li>
        </ul>
        <div className={styles.actions}>
          <Link className={buttonClassName({ size: 'lg' })} to="/contact">
            Contact us for a subscription
          </Link>
          <Link className={buttonClassName({ variant: 'secondary', size: 'lg' })} to="/support">
            Support us
          </Link>
        </div>
      </section>

      <p className={styles.back}>
        <Link to="/practice">Back to the challenges</Link>
      </p>
    </article>
  );
}
