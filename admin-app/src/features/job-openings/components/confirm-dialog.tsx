import type { ReactNode } from 'react';
import { Button } from 'shared-ui';
import { Dialog } from 'shared-ui/dialog';
import { useReturnFocus } from '../hooks/use-return-focus';
import styles from './list-toolbar.module.css';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  variant?: 'primary' | 'danger';
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Where focus goes on close when the control that opened the dialog is gone. */
  focusFallback?: () => HTMLElement | null;
}

/**
 * Asks before an action that changes what job seekers see. The dialog traps focus and, once closed,
 * gives it back to the control that opened it.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  variant = 'primary',
  pending,
  onConfirm,
  onCancel,
  focusFallback,
}: ConfirmDialogProps) {
  useReturnFocus(open, focusFallback);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next || pending ? undefined : onCancel())}
      title={title}
      description={description}
      footer={
        <div className={styles.dialogButtons}>
          <Button variant="secondary" disabled={pending} onClick={onCancel}>
            Cancel
          </Button>
          <Button variant={variant} loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </div>
      }
    />
  );
}
