import { useId, useState, type FormEvent } from 'react';
import { Button } from 'shared-ui';
import { OTP_LENGTH } from '../messages';
import { OtpInput } from './otp-input';
import styles from './auth-screen.module.css';

export interface OtpStepProps {
  email: string;
  error: string | null;
  verifying: boolean;
  resending: boolean;
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
  const [digits, setDigits] = useState<string[]>(() => Array.from({ length: OTP_LENGTH }, () => ''));
  const hintId = useId();
  const errorId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(digits.join(''));
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.subheading}>
        We have sent a 4-digit code to <strong>{email}</strong>
      </p>
      <OtpInput
        digits={digits}
        onChange={(next) => {
          setDigits(next);
          onEdit();
        }}
        disabled={verifying}
        invalid={Boolean(error)}
        describedBy={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
      />
      <p className={styles.hint} id={hintId}>
        Can&apos;t find the code? Check your spam folder.
      </p>
      <div className={styles.errorArea} id={errorId} role="alert" aria-live="assertive">
        {error}
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
