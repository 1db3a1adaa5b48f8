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
  // Issue 32: the dialog swaps its form for a thank-you, and the focused Send button goes with it; focus
  // then had nowhere to return on close. It returns here, to the button that opened it.
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  const preload = () => void loadFeedbackDialog();
  return (
    <>
      <Button
        ref={setButton}
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
          <FeedbackDialog open={open} onOpenChange={setOpen} returnFocusTo={button} />
        </Suspense>
      )}
    </>
  );
}
