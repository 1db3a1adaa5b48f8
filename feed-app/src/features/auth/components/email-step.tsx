import { zodResolver } from '@hookform/resolvers/zod';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useForm } from 'react-hook-form';
import { Button, TextField } from 'shared-ui';
import { googleClientId } from '../../../lib/public-config';
import type { AuthMode } from '../hooks/use-email-otp-flow';
import { emailStepSchema } from '../messages';
import styles from './auth-screen.module.css';

const GoogleSignInButton = lazy(() => import('./google-sign-in-button'));

export interface EmailStepProps {
  mode: AuthMode;
  /** The address to start from (the one used before, when coming back from the code step). */
  email: string;
  /** The server's refusal of the last address (no such user, already registered, failure). */
  error: string | null;
  sending: boolean;
  onEdit: () => void;
  /** Called with a valid address, trimmed. */
  onSubmit: (email: string) => void;
}

const settingsNeverChange = () => () => {};

/**
 * The Google client id, none in markup rendered without the run-time settings (the login screen
 * prerendered by the build) and while the browser hydrates that markup, so the two agree; the
 * button follows at once after hydration.
 */
function useGoogleClientId(): string {
  return useSyncExternalStore(settingsNeverChange, googleClientId, () => '');
}

export function EmailStep({ mode, email, error, sending, onEdit, onSubmit }: EmailStepProps) {
  const clientId = useGoogleClientId();
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm({ resolver: zodResolver(emailStepSchema), defaultValues: { email } });
  // The server's refusal is about the address too: the keyboard goes back to it.
  useEffect(() => {
    if (error) setFocus('email');
  }, [error, setFocus]);
  return (
    <>
      <form className={styles.form} onSubmit={handleSubmit((values) => onSubmit(values.email))} noValidate>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          {...register('email', { onChange: onEdit })}
          error={errors.email?.message ?? error}
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
