import { GoogleLogin, GoogleOAuthProvider, type CredentialResponse } from '@react-oauth/google';
import { useNavigate, useSearchParams } from 'shared-router';
import { ApiError } from 'shared-api';
import { RETURN_PARAM, readReferralCode, safeReturnPath, useSessionStore } from 'shared-auth';
import { toast } from 'shared-ui/toast';
import { scrollToTop } from '../../../lib/scroll-to-top';
import { newEventId, trackingFields } from '../../../lib/tracking';
import { trackRegistration } from '../../../lib/meta-pixel';
import { useGoogleAuth } from '../api/google-auth';
import { GOOGLE_MESSAGES } from '../messages';
import type { AuthMode } from '../hooks/use-email-otp-flow';

const TOAST_MS = 4000;

/**
 * Google's own button (its script is loaded only here, so only when a client id is configured).
 * Its credential goes to the API, which verifies it and starts the session.
 */
export default function GoogleSignInButton({ clientId, mode }: { clientId: string; mode: AuthMode }) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const googleAuth = useGoogleAuth();

  const onCredential = (response: CredentialResponse) => {
    if (!response.credential) {
      toast.error(GOOGLE_MESSAGES.failedTitle, {
        description: GOOGLE_MESSAGES.noCredential,
        duration: TOAST_MS,
      });
      return;
    }
    const eventId = newEventId();
    googleAuth.mutate(
      { id_token: response.credential, referral_code: readReferralCode(), ...trackingFields(eventId) },
      {
        onSuccess: (result) => {
          if (!result.success || !result.user) {
            toast.error(GOOGLE_MESSAGES.failedTitle, {
              description: result.message || GOOGLE_MESSAGES.unknownError,
              duration: TOAST_MS,
            });
            return;
          }
          useSessionStore.getState().signIn(result.user.id, result.user.email);
          navigate(safeReturnPath(searchParams.get(RETURN_PARAM)) ?? '/');
          scrollToTop();
          if (mode === 'signup') trackRegistration(eventId);
        },
        onError: (error) => {
          console.error('Google sign-in request failed', error);
          if (error instanceof ApiError) {
            // The server answered and refused: that is a failed authentication with its reason.
            toast.error(GOOGLE_MESSAGES.failedTitle, {
              description: error.message || GOOGLE_MESSAGES.unknownError,
              duration: TOAST_MS,
            });
          } else {
            toast.error(GOOGLE_MESSAGES.requestErrorTitle, {
              description: error.message,
              duration: TOAST_MS,
            });
          }
        },
      },
    );
  };

  return (
    <GoogleOAuthProvider clientId={clientId}>
      <GoogleLogin
        onSuccess={onCredential}
        onError={() =>
          toast.error(GOOGLE_MESSAGES.signInErrorTitle, {
            description: GOOGLE_MESSAGES.popupClosed,
            duration: TOAST_MS,
          })
        }
        text={mode === 'signup' ? 'signup_with' : 'signin_with'}
        shape="rectangular"
        width="320"
      />
    </GoogleOAuthProvider>
  );
}
