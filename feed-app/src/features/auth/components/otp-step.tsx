import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from 'shared-ui';
import { OTP_LENGTH, otpStepSchema } from '../messages';
import { OtpInput } from './otp-input';
import styles from './auth-screen.module.css';

export interface OtpStepProps {
  email: string;
  /** The server's answer to the last code (wrong code, locked out, failure). */
  error: string | null;
  verifying: boolean;
  resending: boolean;
  /** Called with the four digits. */
  onSubmit: (otp: string) => void;
  onResend: () => void;
  onChangeEmail: () => void;
  onEdit: () => void;
}

export function OtpStep({
  email,
  error,
  verifying,
  resending,
  onSubmit,
  onResend,
  onChangeEmail,
  onEdit,
}: OtpStepProps) {
  const {
    control,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(otpStepSchema),
    defaultValues: { digits: Array.from({ length: OTP_LENGTH }, () => '') },
  });
  const hintId = useId();
  const errorId = useId();
  const message = errors.digits?.message ?? error;
  return (
    <form className={styles.form} onSubmit={handleSubmit(({ digits }) => onSubmit(digits))} noValidate>
      <p className={styles.subheading}>
        We have sent a 4-digit code to <strong>{email}</strong>
      </p>
      <Controller
        control={control}
        name="digits"
        render={({ field }) => (
          <OtpInput
            ref={field.ref}
            digits={field.value}
            onChange={(next) => {
              field.onChange(next);
              onEdit();
            }}
            disabled={verifying}
            invalid={Boolean(message)}
            describedBy={[hintId, message ? errorId : ''].filter(Boolean).join(' ')}
          />
        )}
      />
      <p className={styles.hint} id={hintId}>
        Can&apos;t find the code? Check your spam folder.
      </p>
      <div className={styles.errorArea} id={errorId} role="alert" aria-live="assertive">
        {message}
      </div>
      <Button type="submit" fullWidth loading={verifying}>
        {verifying ? 'Verifying...' : 'Verify & Continue'}
      </Button>
      <div className={styles.secondaryActions}>
        <button
          type="button"
          className={styles.textButton}
          onClick={onResend}
          disabled={resending || verifying}
        >
          {resending ? 'Sending a new code...' : 'Send a new code'}
        </button>
        <button type="button" className={styles.textButton} onClick={onChangeEmail} disabled={verifying}>
          Use another e-mail
        </button>
      </div>
    </form>
  );
}
