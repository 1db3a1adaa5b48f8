import { lazy, Suspense } from 'react';
import { useSession } from 'shared-auth';
import { PageTitle, Spinner } from 'shared-ui';

// Each audience downloads only its own screen.
const LandingPage = lazy(() => import('../../landing/components/landing-page'));
const FeedScreen = lazy(() => import('./feed-screen'));

/** '/': the landing page for visitors, the tabbed feed for signed-in users (docs/PRODUCT.md#routes). */
export default function HomeScreen() {
  const { isLoggedIn } = useSession();
  return (
    <>
      <PageTitle title={isLoggedIn ? 'Your referral feed' : 'Job referrals for jobs and internships'} />
      <Suspense fallback={<Spinner />}>{isLoggedIn ? <FeedScreen /> : <LandingPage />}</Suspense>
    </>
  );
}
