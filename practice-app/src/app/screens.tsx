import { lazy, type ComponentType } from 'react';
import { withPageTitle } from 'shared-ui';

/** Every route this remote owns, keyed by its exact pattern; the shell mounts them in its layout. */
export const screens: Record<string, ComponentType> = {
  '/practice': withPageTitle(
    'Coding practice',
    lazy(() => import('../features/problems/components/problems-screen')),
  ),
  '/practice/about': withPageTitle(
    'About coding practice',
    lazy(() => import('../features/about/practice-about-page')),
  ),
  '/practice/problem': lazy(() => import('../features/problem/components/problem-screen')),
  '/practice/premium': withPageTitle(
    'Practice premium',
    lazy(() => import('../features/premium/components/practice-premium-screen')),
  ),
};
