import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'shared-router';
import { canViewStats, isAdministrator, useCurrentUser, useSession } from 'shared-auth';
import { ErrorPanel, Spinner } from 'shared-ui';
import { redirectTargetFor, type AdminRequirement } from './admin-access';

interface AdminGuardProps {
  requirement?: AdminRequirement;
  children: ReactNode;
}

/** A UI hint only: the server refuses every admin call from anyone else anyway. */
export function AdminGuard({ requirement = 'administrator', children }: AdminGuardProps) {
  const { isLoggedIn } = useSession();
  const { pathname } = useLocation();
  const { data: user, isPending, isError, refetch } = useCurrentUser();
  const redirect = <Navigate to={redirectTargetFor(pathname, requirement)} replace />;

  if (!isLoggedIn) return redirect;
  if (isPending) return <Spinner label="Checking your access" />;
  if (isError) {
    return (
      <ErrorPanel
        title="We could not check your access"
        message="Your account details did not load. Try again in a moment."
        onRetry={() => void refetch()}
      />
    );
  }
  const allowed = requirement === 'statistics' ? canViewStats(user) : isAdministrator(user);
  return allowed ? children : redirect;
}
