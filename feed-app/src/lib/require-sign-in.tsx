import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'shared-router';
import { signInPath, useSession } from 'shared-auth';

/**
 * Screens that need an account (docs/PRODUCT.md#permissions): visitors are sent to the login screen instead,
 * which brings them back here after the code (an e-mail's link to /settings, issue 32).
 */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const { isLoggedIn } = useSession();
  const location = useLocation();
  if (!isLoggedIn) {
    return (
      <Navigate to={signInPath('login', `${location.pathname}${location.search}${location.hash}`)} replace />
    );
  }
  return <>{children}</>;
}
