import { Button, TextField } from '@aws-amplify/ui-react';
import { useState, type SyntheticEvent } from 'react';
import { AppDialog } from '../../components/app-dialog.component.js';
import { storageTexts as t } from '../../i18n/storage.de.js';

/** 'Neuer Ordner' and 'Umbenennen': one name field. */
export const NameDialog = ({
  title,
  initial = '',
  submitLabel,
  onSubmit,
  onClose,
}: {
  title: string;
  initial?: string;
  submitLabel: string;
  onSubmit: (name: string) => Promise<void>;
  onClose: () => void;
}) => {
  const [name, setName] = useState(initial);
  const [busy, setBusy] = useState(false);
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    setBusy(true);
    void onSubmit(name.trim()).finally(() => setBusy(false));
  };
  return (
    <AppDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      testId="storage-name-dialog"
      actions={
        <>
          <Button onClick={onClose}>{t.cancel}</Button>
          <Button variation="primary" type="submit" form="storage-name-form" isLoading={busy}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id="storage-name-form" onSubmit={submit}>
        <TextField label={t.name} value={name} maxLength={200} onChange={(event) => setName(event.target.value)} />
      </form>
    </AppDialog>
  );
};
