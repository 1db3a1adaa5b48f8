import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button, SelectField } from 'shared-ui';
import { describeRequestError } from '../../../lib/request-error';
import { useRegisterForContest } from '../api/register-for-contest';
import { istDateTime } from '../contest-time';
import type { Contest, Registration } from '../types';
import styles from './contests.module.css';

export const REGISTRATION_MESSAGES = {
  degree: 'Choose your degree.',
  graduation_year: 'Choose your graduation year.',
} as const;

/** The eligibility answers, each one of the contest's own lists; the output is the request body. */
function registrationSchema({ degrees, graduation_years }: Contest['eligibility']) {
  return z.object({
    degree: z
      .string()
      .refine((degree) => (degrees as readonly string[]).includes(degree), {
        error: REGISTRATION_MESSAGES.degree,
      })
      .transform((degree) => degree as Registration['degree']),
    graduation_year: z
      .string()
      .refine((year) => graduation_years.includes(Number(year)), {
        error: REGISTRATION_MESSAGES.graduation_year,
      })
      .transform((year) => Number(year) as Registration['graduation_year']),
  });
}

export function RegisterForm({ contest, onRegistered }: { contest: Contest; onRegistered: () => void }) {
  const schema = useMemo(() => registrationSchema(contest.eligibility), [contest.eligibility]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(schema), defaultValues: { degree: '', graduation_year: '' } });
  const registration = useRegisterForContest();

  const submit = handleSubmit((answers) =>
    registration.mutate({ contestId: contest.id, ...answers }, { onSuccess: onRegistered }),
  );

  return (
    <form className={styles.form} onSubmit={submit} aria-label="Register for the contest" noValidate>
      <p>Registration is open until {istDateTime(contest.registration_closes_at)}. Tell us what you study:</p>
      <SelectField
        label="Degree"
        placeholder="Choose your degree"
        options={contest.eligibility.degrees.map((degree) => ({ value: degree, label: degree }))}
        {...register('degree')}
        error={errors.degree?.message}
      />
      <SelectField
        label="Graduation year"
        placeholder="Choose your graduation year"
        options={contest.eligibility.graduation_years.map((year) => ({
          value: String(year),
          label: String(year),
        }))}
        {...register('graduation_year')}
        error={errors.graduation_year?.message}
      />
      {registration.isError && (
        <p className={styles.failure} role="alert">
          {describeRequestError(registration.error)}
        </p>
      )}
      <div>
        <Button type="submit" size="lg" loading={registration.isPending}>
          {registration.isPending ? 'Registering...' : 'Register'}
        </Button>
      </div>
    </form>
  );
}
