import { lazy, Suspense, useState } from 'react';
import { Button } from 'shared-ui';

// The form (react-hook-form, zod, the Radix dialog) is not on the first screen: its code is fetched
// when the pointer or focus reaches the button, and it mounts on the first open, so hydrating the
// challenge list neither downloads nor runs it.
const loadFeedbackDialog = () => import('./feedback-dialog');
const FeedbackDialog = lazy(() =>
  loadFeedbackDialog().then((module) => ({ default: module.FeedbackDialog })),
);

/** The header's way to reach the team from the challenge list. */
export function FeedbackButton() {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const preload = () => void loadFeedbackDialog();
  return (
    <>
      <Button
        variant="secondary"
        onPointerEnter={preload}
        onPointerDown={preload}
        onFocus={preload}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        Feedback
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <FeedbackDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
