import { useState } from 'react';
import { Button } from 'shared-ui';
import { FeedbackDialog } from './feedback-dialog';

/** The header's way to reach the team from the challenge list. */
export function FeedbackButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Feedback
      </Button>
      <FeedbackDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
