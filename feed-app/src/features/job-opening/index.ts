// What other features use of a job opening: its query, the Apply flow (with the cost question and
// the params a purchase carries back) and sharing. app/ composes the screen itself.
import { lazy } from 'react';

export { useJobOpening } from './api/get-job-opening';
export {
  UNLOCKING_PARAM,
  applyStepPath,
  parseOpeningId,
  useApplyToOpening,
} from './hooks/use-apply-to-opening';
export { shareOpening } from './share-opening';

/** The Apply step's cost question; its code (the dialog's) is fetched when it is first shown. */
export const LazyApplyCostDialog = lazy(() =>
  import('./components/apply-cost-dialog').then((module) => ({ default: module.ApplyCostDialog })),
);
