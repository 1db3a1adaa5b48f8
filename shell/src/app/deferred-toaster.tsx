import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeToastsLoaded, toastsLoaded } from 'shared-ui';

const Toaster = lazy(() => import('shared-ui/toast').then(({ Toaster }) => ({ default: Toaster })));

/**
 * The page's one Toaster, mounted once some screen has loaded shared-ui/toast: a toast can only be
 * raised through it, and a page that never does (the landing page) is spared sonner (~9 KB gzip).
 * Toasts raised before the Toaster subscribes are shown when it does.
 */
export function DeferredToaster() {
  // The server and the hydrating browser render none; the prerendered page holds no toast.
  const loaded = useSyncExternalStore(subscribeToastsLoaded, toastsLoaded, () => false);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
