import { useQueryClient } from 'shared-query';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'shared-router';
import { currentUserQueryKey, useSession } from 'shared-auth';
import { Button, Card, ErrorPanel, Spinner, buttonClassName } from 'shared-ui';
import { describeRequestError, isRetryable } from '../../../lib/request-error';
import { RequireSignIn } from '../../../lib/require-sign-in';
import { trackingFields } from '../../../lib/tracking';
import { trackPurchase } from '../../../lib/meta-pixel';
import { UNLOCKING_PARAM, applyStepPath, parseOpeningId, useJobOpening } from '../../job-opening';
import { useRechargeStatus } from '../api/get-recharge-status';
import styles from './purchase-status-screen.module.css';

const TRACKED_KEY = 'referrals.purchase-tracked';

/** The browser pixel fires once per payment, however often this page is reloaded. */
function trackPurchaseOnce(paymentId: string, eventId: string): void {
  const key = `${TRACKED_KEY}.${paymentId}`;
  if (sessionStorage.getItem(key)) return;
  sessionStorage.setItem(key, eventId);
  trackPurchase(eventId);
}

/**
 * Issue 32: after a successful purchase for an opening, "Back to Jobs" becomes the way back to that
 * opening with its Apply step open; otherwise (no opening, a failed payment) back to the feed.
 */
function NextStep({ succeeded, jobId }: { succeeded: boolean; jobId: number | null }) {
  const { userId } = useSession();
  const opening = useJobOpening(succeeded && jobId !== null ? jobId : 0, userId);
  if (succeeded && jobId !== null && opening.data) {
    return (
      <Link to={applyStepPath(jobId)} className={buttonClassName()}>
        Continue to {opening.data.title} at {opening.data.company_name}
      </Link>
    );
  }
  return (
    <Link to="/" className={buttonClassName()}>
      Back to Jobs
    </Link>
  );
}

function PurchaseStatus({ paymentId, jobId }: { paymentId: string; jobId: number | null }) {
  const { userId, email } = useSession();
  const queryClient = useQueryClient();
  // One event id per visit, shared by the server's event and the browser pixel so they deduplicate.
  const [tracking] = useState(() => trackingFields());
  const status = useRechargeStatus({ paymentId, userId, email, tracking });
  const succeeded = status.data?.success === true;

  useEffect(() => {
    if (!succeeded) return;
    // The header shows the credits; they just changed.
    void queryClient.invalidateQueries({ queryKey: currentUserQueryKey(email) });
    trackPurchaseOnce(paymentId, tracking.event_id);
  }, [succeeded, queryClient, email, paymentId, tracking.event_id]);

  if (status.isPending) {
    return (
      <>
        <h1 id="purchase-status-title" className={styles.title}>
          Checking your payment
        </h1>
        <Spinner label="Checking your payment" />
      </>
    );
  }
  if (status.isError) {
    return (
      <>
        <h1 id="purchase-status-title" className={styles.title}>
          Payment status
        </h1>
        <ErrorPanel
          title="Could not check this payment"
          message={describeRequestError(status.error)}
          onRetry={isRetryable(status.error) ? () => void status.refetch() : undefined}
        />
        <NextStep succeeded={false} jobId={null} />
      </>
    );
  }
  const { success, coins_left: credits, message } = status.data;
  return (
    <>
      <p className={success ? styles.markSuccess : styles.markFailure} aria-hidden="true">
        {success ? '✓' : '!'}
      </p>
      <h1 id="purchase-status-title" className={styles.title}>
        {success ? 'Recharge Successful' : 'Recharge Failed'}
      </h1>
      <p className={styles.credits}>
        Total credits: <strong data-testid="total-credits">{credits}</strong>
      </p>
      <p className={styles.message}>{message}</p>
      {!success && (
        <Button variant="secondary" onClick={() => void status.refetch()} loading={status.isFetching}>
          Check again
        </Button>
      )}
      <NextStep succeeded={success} jobId={jobId} />
    </>
  );
}

/** /purchase-status?payment_id=: where the checkout returns (docs/PRODUCT.md#routes). */
export default function PurchaseStatusScreen() {
  const [searchParams] = useSearchParams();
  const paymentId = (searchParams.get('payment_id') ?? '').trim();
  const jobId = parseOpeningId(searchParams.get(UNLOCKING_PARAM));
  return (
    <RequireSignIn>
      <section className={styles.screen} aria-labelledby="purchase-status-title">
        <Card className={styles.card}>
          {paymentId ? (
            <PurchaseStatus paymentId={paymentId} jobId={jobId} />
          ) : (
            <>
              <h1 id="purchase-status-title" className={styles.title}>
                No payment to check
              </h1>
              <p className={styles.message}>
                This page shows the result of a payment when the checkout sends you back here. To buy credits,{' '}
                <Link to="/premium">choose a credit pack</Link>.
              </p>
              <NextStep succeeded={false} jobId={null} />
            </>
          )}
        </Card>
      </section>
    </RequireSignIn>
  );
}
