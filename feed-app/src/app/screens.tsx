import { lazy, type ComponentType } from 'react';
import { withPageTitle } from 'shared-ui';

/** Every route this remote owns, keyed by its exact pattern; the shell mounts them in its layout. */
export const screens: Record<string, ComponentType> = {
  // Job seeker journeys: '/' is the landing page for visitors and the feed once signed in.
  // Titled by the screen itself: the landing's title for visitors, the feed's once signed in.
  '/': lazy(() => import('../features/feed/components/home-screen')),
  '/feed': withPageTitle(
    'Referral openings',
    lazy(() => import('../features/feed/components/feed-screen')),
  ),
  '/signup': withPageTitle(
    'Sign up',
    lazy(() => import('../features/auth/components/signup-screen')),
  ),
  '/login': withPageTitle(
    'Log in',
    lazy(() => import('../features/auth/components/login-screen')),
  ),
  '/job-opening': lazy(() => import('../features/job-opening/components/job-opening-screen')),
  '/apply': withPageTitle(
    'Apply for a referral',
    lazy(() => import('../features/apply/components/apply-screen')),
  ),
  '/confirmation': withPageTitle(
    'Referral requested',
    lazy(() => import('../features/apply/components/confirmation-screen')),
  ),
  '/premium': withPageTitle(
    'Buy credits',
    lazy(() => import('../features/premium/components/premium-screen')),
  ),
  '/purchase-status': withPageTitle(
    'Payment status',
    lazy(() => import('../features/purchase-status/components/purchase-status-screen')),
  ),
  '/welcome': withPageTitle(
    'Welcome',
    lazy(() => import('../features/onboarding/components/welcome-screen')),
  ),
  '/settings': withPageTitle(
    'Settings',
    lazy(() => import('../features/settings/components/settings-screen')),
  ),
  '/my-referrals': withPageTitle(
    'My referrals',
    lazy(() => import('../features/my-referrals/components/my-referrals-screen')),
  ),
  // Public pages that need no account.
  '/about': withPageTitle(
    'About us',
    lazy(() => import('../features/static-pages/components/about-page')),
  ),
  '/terms-and-conditions': withPageTitle(
    'Terms and conditions',
    lazy(() => import('../features/static-pages/components/terms-page')),
  ),
  '/privacy-policy': withPageTitle(
    'Privacy policy',
    lazy(() => import('../features/static-pages/components/privacy-policy-page')),
  ),
  '/refund-policy': withPageTitle(
    'Refund policy',
    lazy(() => import('../features/static-pages/components/refund-policy-page')),
  ),
  '/contact': withPageTitle(
    'Contact us',
    lazy(() => import('../features/static-pages/components/contact-page')),
  ),
  '/support': withPageTitle(
    'Support',
    lazy(() => import('../features/static-pages/components/support-page')),
  ),
  '/hiring-challenge': withPageTitle(
    'Hiring challenge',
    lazy(() => import('../features/contests/components/hiring-challenge-screen')),
  ),
  '/test': withPageTitle(
    'API test page',
    lazy(() => import('../features/static-pages/components/test-page')),
  ),
  '/pricing': withPageTitle(
    'Pricing',
    lazy(() => import('../features/pricing/components/pricing-page')),
  ),
  '/blogs': withPageTitle(
    'Blog',
    lazy(() => import('../features/blogs/components/blog-index-page')),
  ),
  '/blog/:slug': lazy(() => import('../features/blogs/components/blog-article-page')),
};
