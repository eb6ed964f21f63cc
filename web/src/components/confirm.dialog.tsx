import { Button } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import { AppDialog } from './app-dialog.component.js';

interface ConfirmDialogProps {
  title: string;
  text?: ReactNode;
  /** The buttons' words: the question's answer and its way out. */
  confirm: string;
  cancel: string;
  onConfirm: () => void;
  onClose: () => void;
  testId: string;
  /** 'warning' for answers that destroy something (delete, discard). */
  variation?: 'primary' | 'warning';
}

/** The app's yes/no question (300 px): publish, delete, discard changes. Mount it only while asking. */
export const ConfirmDialog = ({ title, text, confirm, cancel, onConfirm, onClose, testId, variation = 'primary' }: ConfirmDialogProps) => (
  <AppDialog
    open
    width="confirm"
    onOpenChange={(open) => !open && onClose()}
    title={title}
    description={text}
    testId={testId}
    actions={
      <>
        <Button onClick={onClose}>{cancel}</Button>
        <Button variation={variation} onClick={onConfirm}>
          {confirm}
        </Button>
      </>
    }
  />
);
