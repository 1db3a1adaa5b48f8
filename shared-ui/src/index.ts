// The light building blocks every page may use. The parts built on Radix or sonner have their own
// entries, so a page loads them only when it uses them: shared-ui/dialog, shared-ui/menu,
// shared-ui/tabs, shared-ui/range-slider, shared-ui/toast (import them from there: they are not
// exported here).
export { Button, buttonClassName } from './components/button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './components/button';
export { SkeletonCard, SkeletonList } from './components/skeleton-card';
export { Badge } from './components/badge';
export type { BadgeTone } from './components/badge';
export { CheckboxField, CheckboxGroup, SelectField, TextAreaField, TextField } from './components/fields';
export { ErrorPanel, InfoPanel, Spinner } from './components/panels';
export { Card } from './components/card';
export { PRODUCT_NAME, PageTitle, pageTitle, withPageTitle } from './components/page-title';
export {
  ErrorScreenView,
  NOT_FOUND_TEXT,
  NotFoundScreen,
  UNEXPECTED_ERROR_TEXT,
} from './components/error-screen';
export {
  SCROLL_THRESHOLD,
  SCROLL_THROTTLE_MS,
  hasReachedScrollThreshold,
  useInfiniteScroll,
} from './hooks/use-infinite-scroll';
export type { InfiniteScrollOptions } from './hooks/use-infinite-scroll';
export { throttle } from './lib/throttle';
export { subscribeToastsLoaded, toastsLoaded } from './lib/toasts-loaded';
export { formatRating, ratingTone } from './lib/rating-tone';
export type { RatingTone } from './lib/rating-tone';
