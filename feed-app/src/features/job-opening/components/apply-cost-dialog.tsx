import { Button } from 'shared-ui';
import { Dialog } from 'shared-ui/dialog';

export const UNLOCK_QUESTION = 'Unlock this referral for 1 credit?';

/** What the dialog asks about: the opening, the balance read just before, and the Apply button pressed. */
export interface ApplyCostQuestion {
  open: boolean;
  jobId: number;
  credits: number;
  opener: HTMLElement | null;
}

export interface ApplyCostDialogProps {
  question: ApplyCostQuestion | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before Apply spends a credit; Cancel (or Escape) spends nothing and focus goes back to Apply. */
export function ApplyCostDialog({ question, onConfirm, onCancel }: ApplyCostDialogProps) {
  return (
    <Dialog
      open={question?.open ?? false}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={UNLOCK_QUESTION}
      description={`You have ${question?.credits ?? 0}.`}
      returnFocusTo={question?.opener}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={onConfirm}>Unlock for 1 credit</Button>
        </>
      }
    >
      <p>You will see the posting&apos;s link and can ask for a referral. Opening it again later is free.</p>
    </Dialog>
  );
}
