import { Link, Navigate } from 'shared-router';
import { useSession } from 'shared-auth';
import { ErrorPanel } from 'shared-ui';
import { useProblemLocation } from '../hooks/use-problem-location';
import { ProblemPage } from './problem-page';

function ProblemAtLocation({ userId }: { userId: string }) {
  const location = useProblemLocation();
  if (!location) {
    return (
      <ErrorPanel
        title="No problem chosen"
        message={
          <>
            This link does not name a problem. <Link to="/practice">Pick one from the list</Link>.
          </>
        }
      />
    );
  }
  return <ProblemPage location={location} userId={userId} />;
}

/** /practice/problem?id&option&level&language — login required (docs/PRODUCT.md#problem-page). */
export default function ProblemScreen() {
  const { isLoggedIn, userId } = useSession();
  if (!isLoggedIn) return <Navigate to="/login" replace />;
  return <ProblemAtLocation userId={userId} />;
}
