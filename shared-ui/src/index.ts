export { Button, buttonClassName } from './components/button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './components/button';
export { Dialog } from './components/dialog';
export type { DialogProps } from './components/dialog';
export { DEFAULT_TOAST_DURATION_MS, Toaster, toast } from './components/toaster';
export { SkeletonCard, SkeletonList } from './components/skeleton-card';
export { Tabs, TabsContent, TabsList, TabsTrigger } from './components/tabs';
export { Badge } from './components/badge';
export type { BadgeTone } from './components/badge';
export { CheckboxField, CheckboxGroup, SelectField, TextAreaField, TextField } from './components/fields';
export { RangeSlider } from './components/range-slider';
export { ErrorPanel, InfoPanel, Spinner } from './components/panels';
export { Menu, MenuContent, MenuItem, MenuSeparator, MenuTrigger } from './components/menu';
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
export { formatRating, ratingTone } from './lib/rating-tone';
export type { RatingTone } from './lib/rating-tone';
