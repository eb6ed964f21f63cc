import { Alert, Button } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import { AppDialog } from './app-dialog.component.js';

interface EditDialogProps {
  title: string;
  /** Test ids of the dialog and of its save button. */
  testId: string;
  saveTestId: string;
  /** The buttons' words. */
  cancel: string;
  save: string;
  saving: boolean;
  onSave: () => void;
  onClose: () => void;
  /** Why the last save failed, shown below the fields. */
  failure: string | null;
  /** The form with its fields. */
  children: ReactNode;
}

/** The app's edit dialog (600 px, full screen on phones): the fields, 'Abbrechen' and 'Speichern', and a failed save's message. */
export const EditDialog = ({ title, testId, saveTestId, cancel, save, saving, onSave, onClose, failure, children }: EditDialogProps) => (
  <AppDialog
    open
    onOpenChange={(open) => !open && onClose()}
    title={title}
    width="edit"
    className="app-dialog--fullscreen-small"
    testId={testId}
    actions={
      <>
        <Button onClick={onClose}>{cancel}</Button>
        <Button variation="primary" isLoading={saving} onClick={onSave} data-testid={saveTestId}>
          {save}
        </Button>
      </>
    }
  >
    {children}
    {failure && (
      <Alert variation="error" role="alert">
        {failure}
      </Alert>
    )}
  </AppDialog>
);
