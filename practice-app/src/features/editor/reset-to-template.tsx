import { useState } from 'react';
import { Button } from 'shared-ui';
import { Dialog } from 'shared-ui/dialog';

interface ResetToTemplateProps {
  /** Named in the question, so the learner knows which draft goes. */
  languageLabel: string;
  onReset: () => void;
}

/** Puts the starter template back in the editor, after asking: the learner's code is not kept. */
export function ResetToTemplate({ languageLabel, onReset }: ResetToTemplateProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" onClick={() => setOpen(true)}>
        Reset to template
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Reset to template?"
        description={`Your ${languageLabel} code for this level will be replaced by the starter template. This cannot be undone.`}
        footer={
          <>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              Keep my code
            </Button>
            <Button
              onClick={() => {
                onReset();
                setOpen(false);
              }}
            >
              Reset
            </Button>
          </>
        }
      />
    </>
  );
}
