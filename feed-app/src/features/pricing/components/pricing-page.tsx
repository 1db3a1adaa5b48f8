import type { CSSProperties } from 'react';
import { Link } from 'shared-router';
import { buttonClassName, ErrorPanel, SkeletonList } from 'shared-ui';
import { describeRequestError } from '../../../lib/request-error';
import { formatPricePerReferral, formatRupees, usePricingPlans } from '../../../lib/pricing-plans';
import styles from './pricing-page.module.css';

/** The public, view-only price list; buying happens on /premium after sign-in. */
export function PricingPage() {
  const pricing = usePricingPlans();
  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>Pricing</h1>
        <p className={styles.lead}>
          Pay only for the referrals you ask for. Each credit unlocks one job opening and lets you request a
          referral from the employee who posted it. Opening the same post again later costs nothing.
        </p>
      </header>

      {pricing.isPending && <SkeletonList count={3} label="Loading the credit packs" />}
      {pricing.isError && (
        <ErrorPanel
          title="Could not load the prices"
          message={describeRequestError(pricing.error)}
          onRetry={() => void pricing.refetch()}
        />
      )}
      <ul className={styles.plans} aria-label="Credit packs" hidden={!pricing.data}>
        {(pricing.data ?? []).map((plan) => (
          <li key={plan.name} className={styles.plan} style={{ '--plan-color': plan.color } as CSSProperties}>
            <h2 className={styles.planName}>{plan.name}</h2>
            <div className={styles.planBody}>
              <p className={styles.discount}>{plan.discount} off</p>
              <p className={styles.price}>
                <span className="visually-hidden">Price </span>
                <span className={styles.amount}>{formatRupees(plan.price)}</span>{' '}
                <span className="visually-hidden">instead of </span>
                <s className={styles.original}>{formatRupees(plan.originalPrice)}</s>
              </p>
              <p className={styles.detail}>
                {plan.credits} referral credits · {formatPricePerReferral(plan)} per referral
              </p>
            </div>
          </li>
        ))}
      </ul>

      <section className={styles.notes} aria-labelledby="pricing-notes-heading">
        <h2 id="pricing-notes-heading" className={styles.notesHeading}>
          Good to know
        </h2>
        <ul>
          <li>
            Prices are in Indian rupees. You pay once per pack; there is no subscription and nothing renews.
          </li>
          <li>New accounts get a few free credits, so you can try a referral before you buy.</li>
          <li>Payments are processed by a card payment provider; we never see your card details.</li>
          <li>
            Refunds are possible only for a technical access failure or a duplicate payment. Read the{' '}
            <Link to="/refund-policy">refund policy</Link>.
          </li>
        </ul>
        <Link className={buttonClassName({ size: 'lg' })} to="/premium">
          Buy credits
        </Link>
      </section>
    </article>
  );
}

export default PricingPage;
