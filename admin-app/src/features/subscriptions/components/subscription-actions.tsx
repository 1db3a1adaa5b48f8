import { useState, type FormEvent } from 'react';
import { Button, TextField } from 'shared-ui';
import { Dialog } from 'shared-ui/dialog';
import { toast } from 'shared-ui/toast';
import { FormFailure } from '../../../components/form-failure';
import { useCancelSubscription } from '../api/cancel-subscription';
import { useExtendSubscription } from '../api/extend-subscription';
import type { Subscription } from '../types';
import styles from './create-subscription-screen.module.css';

export const NEW_END_DATE_MESSAGE = 'The new end date must be after the current end date.';

/** Extend (a later end date) and Cancel (after a confirmation) for one subscription. */
export function SubscriptionActions({ subscription }: { subscription: Subscription }) {
  const [dialog, setDialog] = useState<'extend' | 'cancel' | null>(null);
  const [endDate, setEndDate] = useState('');
  const [endDateError, setEndDateError] = useState<string>();
  const extend = useExtendSubscription();
  const cancel = useCancelSubscription();
  const { email, id, status } = subscription;

  const openDialog = (which: 'extend' | 'cancel') => {
    extend.reset();
    cancel.reset();
    setEndDate('');
    setEndDateError(undefined);
    setDialog(which);
  };

  const submitExtension = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{4}-\d{2}-\d{2}$/.test(endDate) || endDate <= subscription.end_date) {
      setEndDateError(NEW_END_DATE_MESSAGE);
      return;
    }
    extend.mutate(
      { id, endDate },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          setDialog(null);
        },
      },
    );
  };

  const confirmCancel = () =>
    cancel.mutate(id, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        setDialog(null);
      },
    });

  if (status === 'cancelled' || status === 'expired') return null;
  return (
    <div className={styles.actions}>
      <Button
        variant="secondary"
        size="sm"
        aria-label={`Extend ${email}`}
        onClick={() => openDialog('extend')}
      >
        Extend
      </Button>
      <Button variant="ghost" size="sm" aria-label={`Cancel ${email}`} onClick={() => openDialog('cancel')}>
        Cancel
      </Button>
      <Dialog
        open={dialog === 'extend'}
        onOpenChange={(open) => !open && setDialog(null)}
        title={`Extend the subscription of ${email}`}
        description={`It ends on ${subscription.end_date}. Choose a later end date.`}
      >
        <form
          className={styles.dialogForm}
          onSubmit={submitExtension}
          aria-label="Extend subscription"
          noValidate
        >
          <TextField
            label="New end date"
            type="date"
            min={subscription.end_date}
            value={endDate}
            error={endDateError}
            onChange={(event) => {
              setEndDate(event.target.value);
              setEndDateError(undefined);
            }}
          />
          {extend.isError && <FormFailure error={extend.error} />}
          <div>
            <Button type="submit" loading={extend.isPending}>
              Extend
            </Button>
          </div>
        </form>
      </Dialog>
      <Dialog
        open={dialog === 'cancel'}
        onOpenChange={(open) => !open && setDialog(null)}
        title={`Cancel the subscription of ${email}?`}
        description={`From now on ${email} has the daily evaluation limit again. The record is kept.`}
        footer={
          <>
            <Button variant="ghost" onClick={() => setDialog(null)}>
              Keep it
            </Button>
            <Button variant="danger" loading={cancel.isPending} onClick={confirmCancel}>
              Cancel subscription
            </Button>
          </>
        }
      >
        {cancel.isError ? <FormFailure error={cancel.error} /> : null}
      </Dialog>
    </div>
  );
}
