import { lazy, Suspense, type FormEvent } from 'react';
import { Button, TextField } from 'shared-ui';
import { googleClientId } from '../../../lib/public-config';
import type { AuthMode } from '../hooks/use-email-otp-flow';
import styles from './auth-screen.module.css';

const GoogleSignInButton = lazy(() => import('./google-sign-in-button'));

export interface EmailStepProps {
  mode: AuthMode;
  email: string;
  error: string | null;
  sending: boolean;
  onEmailChange: (email: string) => void;
  onSubmit: () => void;
}

export function EmailStep({ mode, email, error, sending, onEmailChange, onSubmit }: EmailStepProps) {
  const clientId = googleClientId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(event) => onEmailChange(event.target.value)}
          error={error}
        />
        <Button type="submit" fullWidth loading={sending}>
          Continue with Email
        </Button>
      </form>
      {clientId && (
        <>
          <div className={styles.divider} role="separator" aria-label="or">
            <span aria-hidden="true">OR</span>
          </div>
          <div className={styles.google}>
            <Suspense fallback={null}>
              <GoogleSignInButton clientId={clientId} mode={mode} />
            </Suspense>
          </div>
        </>
      )}
    </>
  );
}
