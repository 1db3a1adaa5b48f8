import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FEEDBACK_MESSAGE } from 'shared-api/validation';
import { Button, TextAreaField } from 'shared-ui';
import { Dialog } from 'shared-ui/dialog';
import { toast } from 'shared-ui/toast';
import { z } from 'zod';
import { useSendFeedback } from './send-feedback';
import styles from './feedback-dialog.module.css';

export const FEEDBACK_RECEIVED = 'Feedback Received';
export const FEEDBACK_MAX_LENGTH = 2000;

/** Blank feedback is refused in the API's words; the text is sent trimmed. */
const feedbackSchema = z.object({
  message: z
    .string()
    .trim()
    .min(1, { error: FEEDBACK_MESSAGE })
    .max(FEEDBACK_MAX_LENGTH, { error: `Feedback must be at most ${FEEDBACK_MAX_LENGTH} characters.` }),
});

interface FeedbackDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when the dialog closes: the button that opened it. */
  returnFocusTo?: HTMLElement | null;
}

/** docs/PRODUCT.md#feedback-dialog: editing, then 'Feedback Received'; closing starts over. */
export function FeedbackDialog({ open, onOpenChange, returnFocusTo }: FeedbackDialogProps) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(feedbackSchema), defaultValues: { message: '' } });
  const sending = useSendFeedback();

  const close = (nextOpen: boolean) => {
    if (!nextOpen) {
      reset();
      sending.reset();
    }
    onOpenChange(nextOpen);
  };

  const submit = handleSubmit((feedback) =>
    sending.mutate(feedback, {
      // The text stays in the box, so nothing typed is lost.
      onError: (failure) => toast.error(failure.message || 'Your feedback could not be sent. Try again.'),
    }),
  );

  if (sending.isSuccess) {
    return (
      <Dialog
        open={open}
        onOpenChange={close}
        returnFocusTo={returnFocusTo}
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
      returnFocusTo={returnFocusTo}
      title="Send feedback"
      description="Tell us what works, what does not, or which problem you would like next."
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextAreaField
          label="Your feedback"
          {...register('message')}
          rows={6}
          maxLength={FEEDBACK_MAX_LENGTH}
          error={errors.message?.message}
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
