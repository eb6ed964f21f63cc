import { Button } from '@aws-amplify/ui-react';
import { AppDialog } from '../../components/app-dialog.component.js';
import { storageTexts as t } from '../../i18n/storage.de.js';

/** 'Ersetzen?': the files whose names exist already; keep both (the new one gets ' (Kopie)') or replace them. */
export const ReplaceDialog = ({
  names,
  onChoose,
  onClose,
}: {
  names: string[];
  onChoose: (replace: boolean) => void;
  onClose: () => void;
}) => (
  <AppDialog
    open
    onOpenChange={(open) => !open && onClose()}
    title={t.replaceTitle}
    description={t.replaceText}
    testId="storage-replace-dialog"
    actions={
      <>
        <Button onClick={() => onChoose(false)}>{t.keepBoth}</Button>
        <Button variation="primary" onClick={() => onChoose(true)}>
          {t.replace}
        </Button>
      </>
    }
  >
    <ul className="storage-replace__names">
      {names.map((name) => (
        <li key={name}>{name}</li>
      ))}
    </ul>
  </AppDialog>
);
