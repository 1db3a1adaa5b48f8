import { useState, type FormEvent } from 'react';
import { Button, TextField } from 'shared-ui';
import { toast } from 'shared-ui/toast';
import { AdminPage } from '../../../components/admin-page';
import { FormFailure } from '../../../components/form-failure';
import { useCreateSubscription } from '../api/create-subscription';
import { SubscriptionsList } from './subscriptions-list';
import {
  EMPTY_SUBSCRIPTION,
  validateSubscription,
  type SubscriptionErrors,
  type SubscriptionFormValues,
} from '../subscription-form-values';
import styles from './create-subscription-screen.module.css';

export const SUBSCRIPTION_CREATED_MESSAGE = 'Subscription created successfully.';

export default function CreateSubscriptionScreen() {
  const [values, setValues] = useState<SubscriptionFormValues>(EMPTY_SUBSCRIPTION);
  const [errors, setErrors] = useState<SubscriptionErrors>({});
  const create = useCreateSubscription();
  // Kept on screen (a toast fades): the operator should see that nobody has this e-mail yet.
  const [noAccountWarning, setNoAccountWarning] = useState<string>();

  const update = (field: keyof SubscriptionFormValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateSubscription(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setNoAccountWarning(undefined);
    create.mutate(values, {
      onSuccess: (answer) => {
        toast.success(SUBSCRIPTION_CREATED_MESSAGE);
        setNoAccountWarning(answer.warning);
        setValues(EMPTY_SUBSCRIPTION);
      },
    });
  };

  return (
    <AdminPage
      title="Create subscription"
      description="A subscription lifts the daily limit of code evaluations for this e-mail between the two dates. One saved for an e-mail without an account applies when someone signs up with it."
    >
      <form className={styles.form} onSubmit={handleSubmit} aria-label="Subscription" noValidate>
        <TextField
          label="Email"
          type="email"
          autoComplete="off"
          value={values.email}
          error={errors.email}
          onChange={(event) => update('email', event.target.value)}
        />
        <div className={styles.dates}>
          <TextField
            label="Start date"
            type="date"
            value={values.start_date}
            error={errors.start_date}
            onChange={(event) => update('start_date', event.target.value)}
          />
          <TextField
            label="End date"
            type="date"
            min={values.start_date || undefined}
            value={values.end_date}
            error={errors.end_date}
            onChange={(event) => update('end_date', event.target.value)}
          />
        </div>
        {create.isError && <FormFailure error={create.error} />}
        <div>
          <Button type="submit" loading={create.isPending}>
            {create.isPending ? 'Creating...' : 'Create subscription'}
          </Button>
        </div>
      </form>
      {noAccountWarning && (
        <p className={styles.warning} role="alert">
          {noAccountWarning}
        </p>
      )}
      <SubscriptionsList />
    </AdminPage>
  );
}
