import { lazy, type ComponentType } from 'react';

/** Every route this remote owns, keyed by its exact pattern; the shell mounts them in its layout. */
export const screens: Record<string, ComponentType> = {
  // Job seeker journeys: '/' is the landing page for visitors and the feed once signed in.
  '/': lazy(() => import('../features/feed/components/home-screen')),
  '/feed': lazy(() => import('../features/feed/components/feed-screen')),
  '/signup': lazy(() => import('../features/auth/components/signup-screen')),
  '/login': lazy(() => import('../features/auth/components/login-screen')),
  '/job-opening': lazy(() => import('../features/job-opening/components/job-opening-screen')),
  '/apply': lazy(() => import('../features/apply/components/apply-screen')),
  '/confirmation': lazy(() => import('../features/apply/components/confirmation-screen')),
  '/premium': lazy(() => import('../features/premium/components/premium-screen')),
  '/purchase-status': lazy(() => import('../features/purchase-status/components/purchase-status-screen')),
  '/settings': lazy(() => import('../features/settings/components/settings-screen')),
  '/my-referrals': lazy(() => import('../features/my-referrals/components/my-referrals-screen')),
  // Public pages that need no account.
  '/about': lazy(() => import('../features/static-pages/components/about-page')),
  '/terms-and-conditions': lazy(() => import('../features/static-pages/components/terms-page')),
  '/privacy-policy': lazy(() => import('../features/static-pages/components/privacy-policy-page')),
  '/refund-policy': lazy(() => import('../features/static-pages/components/refund-policy-page')),
  '/contact': lazy(() => import('../features/static-pages/components/contact-page')),
  '/support': lazy(() => import('../features/static-pages/components/support-page')),
  '/hiring-challenge': lazy(() => import('../features/static-pages/components/hiring-challenge-page')),
  '/test': lazy(() => import('../features/static-pages/components/test-page')),
  '/pricing': lazy(() => import('../features/pricing/components/pricing-page')),
  '/blogs': lazy(() => import('../features/blogs/components/blog-index-page')),
  '/blog/:slug': lazy(() => import('../features/blogs/components/blog-article-page')),
};
