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

/** A yes/no question with the spec's wording: 'Diese Aktion kann nicht rückgängig gemacht werden.' and the like. */
export const ConfirmDialog = ({
  title,
  text,
  confirmLabel,
  cancelLabel = t.cancel,
  onConfirm,
  onClose,
  testId,
}: {
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onClose: () => void;
  testId: string;
}) => (
  <AppDialog
    open
    width="confirm"
    onOpenChange={(open) => !open && onClose()}
    title={title}
    description={text}
    testId={testId}
    actions={
      <>
        <Button onClick={onClose}>{cancelLabel}</Button>
        <Button
          variation="primary"
          onClick={() => {
            onConfirm();
            onClose();
          }}
        >
          {confirmLabel}
        </Button>
      </>
    }
  />
);

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

/** The blocked dialog: blocked items cannot be marked, deleted or renamed. */
export const BlockedDialog = ({ onClose }: { onClose: () => void }) => (
  <AppDialog
    open
    width="confirm"
    onOpenChange={(open) => !open && onClose()}
    title={t.blockedTitle}
    description={t.blocked}
    testId="storage-blocked-dialog"
  />
);
