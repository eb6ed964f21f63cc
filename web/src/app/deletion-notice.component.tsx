import { Button } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { AppDialog } from '../components/app-dialog.component.js';
import { Snackbar } from '../components/snackbar.component.js';
import { texts } from '../i18n/texts.de.js';
import { deletionNoticeTexts } from '../i18n/users.de.js';
import { germanDeletionDay } from '../lib/german-date.js';

/**
 * What an account marked for deletion sees: the spec's persistent error snackbar and, once per
 * sign-in (the shell mounts once per sign-in), the reserved-for-deletion dialog with the day of
 * the deletion. The app stays usable, so the person can still save their files.
 */
export const DeletionNotice = ({ deletionMarkedAt }: { deletionMarkedAt?: string }) => {
  const [dialogOpen, setDialogOpen] = useState(true);
  return (
    <>
      <Snackbar duration={null} variation="error">
        {texts.deletion}
      </Snackbar>
      {deletionMarkedAt && (
        <AppDialog
          open={dialogOpen}
          onOpenChange={setDialogOpen}
          title={deletionNoticeTexts.title}
          description={deletionNoticeTexts.body(germanDeletionDay(deletionMarkedAt))}
          testId="deletion-dialog"
          actions={<Button onClick={() => setDialogOpen(false)}>{deletionNoticeTexts.ok}</Button>}
        />
      )}
    </>
  );
};
