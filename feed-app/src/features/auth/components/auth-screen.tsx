import { useSyncExternalStore } from 'react';
import { Link, Navigate, useSearchParams } from 'shared-router';
import {
  RETURN_PARAM,
  SESSION_ENDED_SEARCH,
  safeReturnPath,
  signInPath,
  useSession,
  useSessionStore,
} from 'shared-auth';
import { Card, InfoPanel } from 'shared-ui';
import { useEmailOtpFlow, type AuthMode } from '../hooks/use-email-otp-flow';
import { EmailStep } from './email-step';
import { OtpStep } from './otp-step';
import styles from './auth-screen.module.css';

const COPY: Record<
  AuthMode,
  { title: string; lead: string; switchText: string; switchLink: string; switchTo: AuthMode }
> = {
  signup: {
    title: 'Create Account',
    lead: 'Sign up with your e-mail to ask employees for referrals.',
    switchText: 'Already have an account?',
    switchLink: 'Login',
    switchTo: 'login',
  },
  login: {
    title: 'Welcome Back',
    lead: 'Log in with your e-mail to continue.',
    switchText: "Don't have an account?",
    switchLink: 'Sign up',
    switchTo: 'signup',
  },
};

/** /signup and /login: the same two steps (docs/PRODUCT.md#sign-in-screens). */
export function AuthScreen({ mode }: { mode: AuthMode }) {
  const { isLoggedIn } = useSession();
  const [searchParams] = useSearchParams();
  // The page that sent the person here, if it is one of this site's (issue 32).
  const returnTo = safeReturnPath(searchParams.get(RETURN_PARAM));
  const flow = useEmailOtpFlow(mode, returnTo ?? '/');
  const copy = COPY[mode];
  // The store remembers an ended session until the next sign-in, whichever redirect got here first
  // (the shell's to /login?session=ended, or a screen's own guard to /login).
  // Read as the prerendered markup has it (no session) while the browser hydrates that markup, so
  // the two agree; the notice follows at once.
  const endedInThisTab = useSyncExternalStore(
    useSessionStore.subscribe,
    () => useSessionStore.getState().sessionEnded,
    () => false,
  );
  const sessionEnded =
    mode === 'login' && (endedInThisTab || `session=${searchParams.get('session')}` === SESSION_ENDED_SEARCH);
  if (isLoggedIn) return flow.signedInHere.current ? null : <Navigate to={returnTo ?? '/'} replace />;

  return (
    <section className={styles.screen} aria-labelledby="auth-title">
      <Card className={styles.card}>
        {flow.step === 'email' ? (
          <>
            <h1 id="auth-title" className={styles.title}>
              {copy.title}
            </h1>
            <p className={styles.lead}>{copy.lead}</p>
            {sessionEnded && <InfoPanel title="Your session has ended">Log in again to continue.</InfoPanel>}
            <EmailStep
              mode={mode}
              email={flow.email}
              error={flow.emailError}
              sending={flow.isSending}
              onEdit={flow.clearEmailError}
              onSubmit={flow.submitEmail}
            />
            <p className={styles.switch}>
              {copy.switchText} <Link to={signInPath(copy.switchTo, returnTo)}>{copy.switchLink}</Link>
            </p>
          </>
        ) : (
          <>
            <h1 id="auth-title" className={styles.title}>
              Verify Your Email
            </h1>
            <OtpStep
              email={flow.email.trim()}
              error={flow.otpError}
              verifying={flow.isVerifying}
              resending={flow.isResending}
              onSubmit={flow.submitOtp}
              onResend={flow.resendCode}
              onChangeEmail={flow.backToEmail}
              onEdit={flow.clearOtpError}
            />
          </>
        )}
      </Card>
    </section>
  );
}
