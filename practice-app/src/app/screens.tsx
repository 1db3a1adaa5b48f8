import { lazy, type ComponentType } from 'react';

/** Every route this remote owns, keyed by its exact pattern; the shell mounts them in its layout. */
export const screens: Record<string, ComponentType> = {
  '/practice': lazy(() => import('../features/problems/components/problems-screen')),
  '/practice/about': lazy(() => import('../features/about/practice-about-page')),
  '/practice/problem': lazy(() => import('../features/problem/components/problem-screen')),
  '/practice/premium': lazy(() => import('../features/premium/components/practice-premium-screen')),
};
