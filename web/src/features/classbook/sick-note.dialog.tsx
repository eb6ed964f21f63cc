import { Button, Flex } from '@aws-amplify/ui-react';
import { AppDialog } from '../../components/app-dialog.component.js';
import { OutcomeAlert } from '../../components/outcome-alert.component.js';
import { sickNoteTexts as t } from '../../i18n/classbook.de.js';
import { useAuth } from '../auth/index.js';
import { SickNoteFields } from './sick-note-fields.component.js';
import { useSickNoteForm } from './use-sick-note-form.hook.js';

/**
 * 'Krankmeldung' for the guardian's active child: first and last sick day (today by default) and
 * an optional note. The answer names the school days it became an absence on.
 */
export const SickNoteDialog = ({ onClose }: { onClose: () => void }) => {
  const { activeStudent } = useAuth();
  const state = useSickNoteForm();
  return (
    <AppDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t.title(activeStudent?.displayName ?? '')}
      description={t.intro}
      testId="sick-note-dialog"
      actions={
        state.sent ? (
          <Button size="small" variation="primary" onClick={onClose}>
            {t.close}
          </Button>
        ) : (
          <>
            <Button size="small" onClick={onClose}>
              {t.cancel}
            </Button>
            <Button size="small" variation="primary" type="submit" form="sick-note-form" isLoading={state.form.formState.isSubmitting}>
              {t.send}
            </Button>
          </>
        )
      }
    >
      <form noValidate id="sick-note-form" onSubmit={(event) => void state.onSubmit(event)}>
        <Flex direction="column" gap="small">
          {!state.sent && <SickNoteFields state={state} />}
          <OutcomeAlert outcome={state.outcome} />
        </Flex>
      </form>
    </AppDialog>
  );
};
