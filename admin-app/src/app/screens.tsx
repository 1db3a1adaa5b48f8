import { lazy, type ComponentType } from 'react';
import { guarded } from './guarded';

/**
 * Every admin route this remote owns, keyed by its exact pattern. Wrap each screen with
 * `guarded(lazy(() => import(...)))` (or `guarded(..., 'statistics')` for /stats) so that
 * non-administrators are redirected before its code loads.
 */
export const screens: Record<string, ComponentType> = {
  '/add-job-opening': guarded(
    lazy(() => import('../features/job-openings/components/add-job-opening-screen')),
  ),
  '/approve-job-opening': guarded(
    lazy(() => import('../features/job-openings/components/approve-job-opening-screen')),
  ),
  '/manage-job-openings': guarded(
    lazy(() => import('../features/job-openings/components/manage-job-openings-screen')),
  ),
  '/edit-job-opening': guarded(
    lazy(() => import('../features/job-openings/components/edit-job-opening-screen')),
  ),
  '/create-subscription': guarded(
    lazy(() => import('../features/subscriptions/components/create-subscription-screen')),
  ),
  '/stats': guarded(
    lazy(() => import('../features/stats/components/stats-screen')),
    'statistics',
  ),
  '/linkedin-auth-code-url': guarded(
    lazy(() => import('../features/linkedin/components/linkedin-auth-code-url-screen')),
  ),
  '/linkedin-access-token': guarded(
    lazy(() => import('../features/linkedin/components/linkedin-access-token-screen')),
  ),
  '/practice/create-problem': guarded(
    lazy(() => import('../features/problems/components/create-problem-screen')),
  ),
  '/practice/all-submissions': guarded(
    lazy(() => import('../features/submissions/components/all-submissions-screen')),
  ),
  '/referral-requests': guarded(
    lazy(() => import('../features/referral-requests/components/referral-requests-screen')),
  ),
  '/practice-feedback': guarded(
    lazy(() => import('../features/practice-feedback/components/practice-feedback-screen')),
  ),
};
