import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, TextField } from 'shared-ui';
import { toast } from 'shared-ui/toast';
import { AdminPage } from '../../../components/admin-page';
import { FormFailure } from '../../../components/form-failure';
import { useCreateSubscription } from '../api/create-subscription';
import { SubscriptionsList } from './subscriptions-list';
import { EMPTY_SUBSCRIPTION, subscriptionSchema } from '../subscription-form-values';
import styles from './create-subscription-screen.module.css';

export const SUBSCRIPTION_CREATED_MESSAGE = 'Subscription created successfully.';

export default function CreateSubscriptionScreen() {
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm({ resolver: zodResolver(subscriptionSchema), defaultValues: EMPTY_SUBSCRIPTION });
  const create = useCreateSubscription();
  // Kept on screen (a toast fades): the operator should see that nobody has this e-mail yet.
  const [noAccountWarning, setNoAccountWarning] = useState<string>();

  const submit = handleSubmit((subscription) => {
    setNoAccountWarning(undefined);
    create.mutate(subscription, {
      onSuccess: (answer) => {
        toast.success(SUBSCRIPTION_CREATED_MESSAGE);
        setNoAccountWarning(answer.warning);
        reset(EMPTY_SUBSCRIPTION);
      },
    });
  });

  return (
    <AdminPage
      title="Create subscription"
      description="A subscription lifts the daily limit of code evaluations for this e-mail between the two dates. One saved for an e-mail without an account applies when someone signs up with it."
    >
      <form className={styles.form} onSubmit={submit} aria-label="Subscription" noValidate>
        <TextField
          label="Email"
          type="email"
          autoComplete="off"
          {...register('email')}
          error={errors.email?.message}
        />
        <div className={styles.dates}>
          <TextField
            label="Start date"
            type="date"
            {...register('start_date')}
            error={errors.start_date?.message}
          />
          <TextField
            label="End date"
            type="date"
            min={watch('start_date') || undefined}
            {...register('end_date')}
            error={errors.end_date?.message}
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
