import { useMutation } from 'shared-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'shared-router';
import { RETURN_PARAM, readReferralCode, useSessionStore } from 'shared-auth';
import { scrollToTop } from '../../../lib/scroll-to-top';
import { newEventId, trackingFields } from '../../../lib/tracking';
import { trackRegistration } from '../../../lib/meta-pixel';
import { createUser } from '../api/create-user';
import { sendOtp } from '../api/send-otp';
import { checkUserExists } from '../api/user-exists';
import { otpLockoutSeconds, verifyOtp } from '../api/verify-otp';
import { AUTH_MESSAGES, otpLockedOutMessage } from '../messages';

export type AuthMode = 'login' | 'signup';

/** A refusal the user can fix, shown as is; anything else becomes the generic message. */
class AuthStepError extends Error {}

function userFacingMessage(error: unknown): string {
  return error instanceof AuthStepError ? error.message : AUTH_MESSAGES.generic;
}

/**
 * docs/PRODUCT.md#sign-in: e-mail step (existence check, code sent), then the code step. A valid
 * code signs in (login) or creates the account first (signup), then goes home, or back to the
 * same-site page that sent the person to sign in (`returnTo`, issue 32).
 */
export function useEmailOtpFlow(mode: AuthMode, returnTo = '/') {
  const navigate = useNavigate();
  const [step, setStep] = useState<'email' | 'otp'>('email');
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [otpError, setOtpError] = useState<string | null>(null);
  // Set just before this screen signs the user in: it then leads on itself (to the welcome or the
  // page to return to), and the screen's "already signed in" redirect must not race it.
  const signedInHere = useRef(false);

  const emailStep = useMutation({
    mutationFn: async (address: string) => {
      const { exists } = await checkUserExists(address);
      if (mode === 'login' && !exists) throw new AuthStepError(AUTH_MESSAGES.noUser);
      if (mode === 'signup' && exists) throw new AuthStepError(AUTH_MESSAGES.userExists);
      const { sent } = await sendOtp(address);
      if (!sent) throw new AuthStepError(AUTH_MESSAGES.generic);
    },
    onSuccess: () => {
      setOtpError(null);
      setStep('otp');
    },
    onError: (error) => {
      if (!(error instanceof AuthStepError)) console.error('Sending the code failed', error);
      setEmailError(userFacingMessage(error));
    },
  });

  const resend = useMutation({
    mutationFn: async () => {
      const { sent } = await sendOtp(email);
      if (!sent) throw new AuthStepError(AUTH_MESSAGES.generic);
    },
    onSuccess: () => setOtpError(null),
    onError: (error) => setOtpError(userFacingMessage(error)),
  });

  const verifyStep = useMutation({
    mutationFn: async (otp: string) => {
      const verified = await verifyOtp(email, otp).catch((error: unknown) => {
        const lockedForSeconds = otpLockoutSeconds(error);
        throw lockedForSeconds ? new AuthStepError(otpLockedOutMessage(lockedForSeconds)) : error;
      });
      if (!verified.valid) throw new AuthStepError(AUTH_MESSAGES.invalidOtp);
      if (mode === 'login') {
        if (!verified.user_id) throw new AuthStepError(AUTH_MESSAGES.noUser);
        return { user: { id: verified.user_id, email }, registrationEventId: null };
      }
      const eventId = newEventId();
      const { user } = await createUser({
        email,
        referral_code: readReferralCode(),
        ...trackingFields(eventId),
      });
      return { user, registrationEventId: eventId };
    },
    onSuccess: ({ user, registrationEventId }) => {
      // The server has set its session cookie by now; this is the UI's copy.
      signedInHere.current = true;
      useSessionStore.getState().signIn(user.id, user.email);
      // A new account first sees the one-screen welcome (issue 32), which then goes on to returnTo.
      navigate(
        registrationEventId
          ? `/welcome${returnTo === '/' ? '' : `?${new URLSearchParams({ [RETURN_PARAM]: returnTo })}`}`
          : returnTo,
      );
      scrollToTop();
      if (registrationEventId) trackRegistration(registrationEventId);
    },
    onError: (error) => {
      if (!(error instanceof AuthStepError)) console.error('Verifying the code failed', error);
      setOtpError(userFacingMessage(error));
    },
  });

  return {
    signedInHere,
    step,
    email,
    emailError,
    otpError,
    isSending: emailStep.isPending,
    isResending: resend.isPending,
    isVerifying: verifyStep.isPending,
    clearEmailError: () => setEmailError(null),
    /** `address` has passed the e-mail step's form (emailStepSchema): trimmed, a simple address. */
    submitEmail: (address: string) => {
      setEmail(address);
      setEmailError(null);
      emailStep.mutate(address);
    },
    /** `otp` has passed the code step's form (otpStepSchema): four digits. */
    submitOtp: (otp: string) => {
      setOtpError(null);
      verifyStep.mutate(otp);
    },
    clearOtpError: () => setOtpError(null),
    resendCode: () => resend.mutate(),
    backToEmail: () => {
      setOtpError(null);
      setStep('email');
    },
  };
}
