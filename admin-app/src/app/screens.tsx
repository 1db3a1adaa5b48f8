import { lazy, type ComponentType } from 'react';
import { withPageTitle } from 'shared-ui';
import { guarded } from './guarded';

/**
 * Every admin route this remote owns, keyed by its exact pattern. Wrap each screen with
 * `guarded(lazy(() => import(...)))` (or `guarded(..., 'statistics')` for /stats) so that
 * non-administrators are redirected before its code loads.
 */
export const screens: Record<string, ComponentType> = {
  '/add-job-opening': withPageTitle(
    'Add a job opening',
    guarded(lazy(() => import('../features/job-openings/components/add-job-opening-screen'))),
  ),
  '/approve-job-opening': withPageTitle(
    'Approve job openings',
    guarded(lazy(() => import('../features/job-openings/components/approve-job-opening-screen'))),
  ),
  '/manage-job-openings': withPageTitle(
    'Manage job openings',
    guarded(lazy(() => import('../features/job-openings/components/manage-job-openings-screen'))),
  ),
  '/edit-job-opening': withPageTitle(
    'Edit a job opening',
    guarded(lazy(() => import('../features/job-openings/components/edit-job-opening-screen'))),
  ),
  '/create-subscription': withPageTitle(
    'Create a subscription',
    guarded(lazy(() => import('../features/subscriptions/components/create-subscription-screen'))),
  ),
  '/stats': withPageTitle(
    'Stats',
    guarded(
      lazy(() => import('../features/stats/components/stats-screen')),
      'statistics',
    ),
  ),
  '/linkedin-auth-code-url': withPageTitle(
    'LinkedIn authorization URL',
    guarded(lazy(() => import('../features/linkedin/components/linkedin-auth-code-url-screen'))),
  ),
  '/linkedin-access-token': withPageTitle(
    'LinkedIn access token',
    guarded(lazy(() => import('../features/linkedin/components/linkedin-access-token-screen'))),
  ),
  '/practice/create-problem': withPageTitle(
    'Create a problem',
    guarded(lazy(() => import('../features/problems/components/create-problem-screen'))),
  ),
  // Titled by the screen itself: "Manage problems", or "Edit problem <title>" while editing one.
  '/practice/manage-problems': guarded(
    lazy(() => import('../features/problems/components/manage-problems-screen')),
  ),
  '/practice/all-submissions': withPageTitle(
    'All submissions',
    guarded(lazy(() => import('../features/submissions/components/all-submissions-screen'))),
  ),
  '/referral-requests': withPageTitle(
    'Referral requests',
    guarded(lazy(() => import('../features/referral-requests/components/referral-requests-screen'))),
  ),
  '/practice-feedback': withPageTitle(
    'Practice feedback',
    guarded(lazy(() => import('../features/practice-feedback/components/practice-feedback-screen'))),
  ),
  '/contests': withPageTitle(
    'Contests',
    guarded(lazy(() => import('../features/contests/components/contests-screen'))),
  ),
};
