import type { ReactNode } from 'react';
import { Navigate } from 'shared-router';
import { useSession } from 'shared-auth';

/** Screens that need an account (SPEC §6): visitors are sent to the login screen instead. */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const { isLoggedIn } = useSession();
  if (!isLoggedIn) return <Navigate to="/login" replace />;
  return <>{children}</>;
}
