import { Button, Text, TextField } from '@aws-amplify/ui-react';
import { AppDialog } from '../../components/app-dialog.component.js';
import { displayLinkTexts } from '../../i18n/display-links.de.js';

const t = displayLinkTexts.admin;

/** The new link, shown once, with 'Link kopieren'; 'Fertig' closes it. */
export const DisplayLinkCreatedDialog = ({
  link,
  onCopied,
  onClose,
}: {
  link: string;
  onCopied: (copied: boolean) => void;
  onClose: () => void;
}) => {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      onCopied(true);
    } catch {
      onCopied(false);
    }
  };
  return (
    <AppDialog
      open
      persistent
      onOpenChange={(open) => !open && onClose()}
      title={t.linkTitle}
      width="edit"
      testId="display-link-created"
      actions={
        <>
          <Button onClick={() => void copy()}>{t.copy}</Button>
          <Button variation="primary" onClick={onClose}>
            {t.close}
          </Button>
        </>
      }
    >
      <TextField label={t.link} value={link} isReadOnly onFocus={(event) => event.target.select()} data-testid="display-link-url" />
      <Text fontSize="small">{t.shownOnce}</Text>
    </AppDialog>
  );
};
