import type { ComponentType } from 'react';
import type { AdminRequirement } from './admin-access';
import { AdminGuard } from './admin-guard';

/** Wraps an admin screen so that only the right role sees it; the screen's code loads only then. */
export function guarded(
  Screen: ComponentType,
  requirement: AdminRequirement = 'administrator',
): ComponentType {
  function GuardedScreen() {
    return (
      <AdminGuard requirement={requirement}>
        <Screen />
      </AdminGuard>
    );
  }
  GuardedScreen.displayName = `Guarded(${Screen.displayName ?? Screen.name ?? 'Screen'})`;
  return GuardedScreen;
}
