import type { CSSProperties } from 'react';
import { useSearchParams } from 'shared-router';
import { useCurrentUser, useSession } from 'shared-auth';
import { Button, Card, ErrorPanel, SkeletonList } from 'shared-ui';
import { describeRequestError } from '../../../lib/request-error';
import { RequireSignIn } from '../../../lib/require-sign-in';
import { formatRupees, usePricingPlans, type PricingPlan } from '../../../lib/pricing-plans';
import { UNLOCKING_PARAM, parseOpeningId, useJobOpening } from '../../job-opening';
import { useCreateOrder } from '../api/create-order';
import { openCheckout } from '../open-checkout';
import styles from './premium-screen.module.css';

export const PAYMENT_FAILED_MESSAGE = 'Payment session could not be created. Please try after some time.';

function PlanCard({
  plan,
  buying,
  disabled,
  onBuy,
}: {
  plan: PricingPlan;
  buying: boolean;
  disabled: boolean;
  onBuy: () => void;
}) {
  return (
    <li className={styles.plan} style={{ '--plan-color': plan.color } as CSSProperties}>
      <h2 className={styles.planName}>{plan.name}</h2>
      <p className={styles.discount}>{plan.discount} off</p>
      <p className={styles.price}>
        <span className="visually-hidden">Price </span>
        <span className={styles.amount}>{formatRupees(plan.price)}</span>{' '}
        <span className="visually-hidden">instead of </span>
        <s className={styles.original}>{formatRupees(plan.originalPrice)}</s>
      </p>
      <p className={styles.detail}>{plan.credits} referral credits</p>
      <Button
        onClick={onBuy}
        loading={buying}
        disabled={disabled}
        fullWidth
        aria-label={`Buy ${plan.name} for ${formatRupees(plan.price)}`}
      >
        Buy now
      </Button>
    </li>
  );
}

/** Issue 32: the opening whose Apply ran out of credits, named so the purchase has a purpose. */
function UnlockingNote({ jobId }: { jobId: number }) {
  const { userId } = useSession();
  const opening = useJobOpening(jobId, userId);
  if (!opening.data) return null;
  return (
    <Card className={styles.unlocking}>
      <p className={styles.unlockingText}>
        You are out of credits for{' '}
        <strong>
          {opening.data.title} at {opening.data.company_name}
        </strong>
        . Buy a pack and we will take you back to it, with its Apply step open.
      </p>
    </Card>
  );
}

function PremiumContent() {
  const { data: user } = useCurrentUser();
  const [searchParams] = useSearchParams();
  const unlockingId = parseOpeningId(searchParams.get(UNLOCKING_PARAM));
  const order = useCreateOrder(unlockingId);
  const pricing = usePricingPlans();
  const buy = (plan: PricingPlan) => {
    order.mutate(plan.price, {
      onSuccess: (created) =>
        openCheckout(created).catch((error: unknown) => {
          console.error('Opening the checkout failed', error);
          window.alert(PAYMENT_FAILED_MESSAGE);
        }),
      onError: (error) => {
        console.error('Creating the payment order failed', error);
        window.alert(PAYMENT_FAILED_MESSAGE);
      },
    });
  };
  return (
    <section className={styles.screen} aria-labelledby="premium-title">
      <header className={styles.header}>
        <h1 id="premium-title" className={styles.title}>
          Buy referral credits
        </h1>
        <p className={styles.lead}>One credit unlocks one job opening; opening it again later is free.</p>
        {unlockingId !== null && <UnlockingNote jobId={unlockingId} />}
        {user && (
          <Card className={styles.balance}>
            You have <strong>{user.credits}</strong> {user.credits === 1 ? 'credit' : 'credits'} left.
          </Card>
        )}
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
          <PlanCard
            key={plan.name}
            plan={plan}
            buying={order.isPending && order.variables === plan.price}
            disabled={order.isPending}
            onBuy={() => buy(plan)}
          />
        ))}
      </ul>
      <p className={styles.note}>
        Prices are in Indian rupees. Payments are handled by our card payment provider.
      </p>
    </section>
  );
}

/** /premium: buy a credit pack (login required). */
export default function PremiumScreen() {
  return (
    <RequireSignIn>
      <PremiumContent />
    </RequireSignIn>
  );
}
