import { useState, type FormEvent } from 'react';
import { Button, TextAreaField } from 'shared-ui';
import { Dialog } from 'shared-ui/dialog';
import { toast } from 'shared-ui/toast';
import { useSendFeedback } from './send-feedback';
import styles from './feedback-dialog.module.css';

export const FEEDBACK_RECEIVED = 'Feedback Received';
export const EMPTY_FEEDBACK_MESSAGE = 'Please write your feedback before sending it.';
export const FEEDBACK_MAX_LENGTH = 2000;

interface FeedbackDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** SPEC §4 Feedback dialog: editing, then 'Feedback Received'; closing starts over. */
export function FeedbackDialog({ open, onOpenChange }: FeedbackDialogProps) {
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const sending = useSendFeedback();

  const close = (nextOpen: boolean) => {
    if (!nextOpen) {
      setMessage('');
      setError(null);
      sending.reset();
    }
    onOpenChange(nextOpen);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = message.trim();
    if (!text) {
      setError(EMPTY_FEEDBACK_MESSAGE);
      return;
    }
    setError(null);
    sending.mutate(
      { message: text },
      {
        // The text stays in the box, so nothing typed is lost.
        onError: (failure) => toast.error(failure.message || 'Your feedback could not be sent. Try again.'),
      },
    );
  };

  if (sending.isSuccess) {
    return (
      <Dialog
        open={open}
        onOpenChange={close}
        title={FEEDBACK_RECEIVED}
        footer={<Button onClick={() => close(false)}>Close</Button>}
      >
        <p className={styles.thanks} role="status">
          Thank you. The team reads every message and uses it to improve the challenges.
        </p>
      </Dialog>
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Send feedback"
      description="Tell us what works, what does not, or which problem you would like next."
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextAreaField
          label="Your feedback"
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          rows={6}
          maxLength={FEEDBACK_MAX_LENGTH}
          error={error}
          autoFocus
        />
        <div className={styles.actions}>
          <Button variant="ghost" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button type="submit" loading={sending.isPending}>
            Send
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
