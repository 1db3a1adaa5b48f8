import { Link } from 'shared-router';
import { StaticPage } from './static-page';
import styles from './static-page.module.css';

export function RefundPolicyPage() {
  return (
    <StaticPage
      title="Refund Policy"
      meta="Last updated: 1 July 2025"
      lead="Credits are added to your account as soon as a payment succeeds, so most purchases are final. This page explains the two cases in which we refund you, and how."
    >
      <section aria-labelledby="refund-when">
        <h2 id="refund-when">When we refund</h2>
        <p>We refund a payment only in these two cases:</p>
        <ul>
          <li>
            <strong>Technical access failure:</strong> your payment succeeded, but because of a fault on our
            side the credits did not reach your account or you could not use them.
          </li>
          <li>
            <strong>Duplicate payment:</strong> you were charged more than once for the same purchase.
          </li>
        </ul>
      </section>

      <section aria-labelledby="refund-not">
        <h2 id="refund-not">When we do not refund</h2>
        <ul>
          <li>a change of mind after the credits were added;</li>
          <li>credits already used to unlock openings;</li>
          <li>a referrer who decides not to refer you, or a company that does not shortlist you;</li>
          <li>an opening that closes after you unlocked it.</li>
        </ul>
      </section>

      <section aria-labelledby="refund-cancel">
        <h2 id="refund-cancel">No cancellations</h2>
        <p className={styles.callout}>
          Purchases cannot be cancelled once the payment is complete. There are no subscriptions to cancel:
          every pack is a one-time payment.
        </p>
      </section>

      <section aria-labelledby="refund-how">
        <h2 id="refund-how">How to ask for a refund</h2>
        <ol>
          <li>
            Write to us through the <Link to="/contact">contact page</Link> from the e-mail address of your
            account.
          </li>
          <li>
            Include the payment ID shown on the purchase status page, the amount and the date of the payment.
          </li>
          <li>Tell us what went wrong. A screenshot of a duplicate charge helps us confirm it quickly.</li>
        </ol>
        <p>We reply within 1 business day to confirm whether the payment qualifies.</p>
      </section>

      <section aria-labelledby="refund-time">
        <h2 id="refund-time">How long it takes</h2>
        <p className={styles.callout}>
          Approved refunds are processed in 3 to 5 business days, to the same card or account you paid with.
        </p>
        <p>After we process it, your bank may take a little longer to show the amount on your statement.</p>
      </section>
    </StaticPage>
  );
}

export default RefundPolicyPage;
