import { Button } from '@aws-amplify/ui-react';
import { AppDialog } from '../../components/app-dialog.component.js';
import { registrationTexts } from '../../i18n/registration.de.js';

/** 'Wirklich abbrechen?' with Nein / Ja; Ja leaves the registration. */
export const ConfirmCancelDialog = ({
  open,
  onOpenChange,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}) => (
  <AppDialog
    open={open}
    onOpenChange={onOpenChange}
    title={registrationTexts.cancelConfirm}
    width="confirm"
    actions={
      <>
        <Button onClick={() => onOpenChange(false)}>{registrationTexts.no}</Button>
        <Button variation="primary" onClick={onConfirm}>
          {registrationTexts.yes}
        </Button>
      </>
    }
  />
);
