import { Button, Flex } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { AppDialog } from '../../components/app-dialog.component.js';
import { ConfirmDialog } from '../../components/confirm.dialog.js';
import { OutcomeAlert } from '../../components/outcome-alert.component.js';
import { absenceTexts as t } from '../../i18n/classbook.de.js';
import { errorCodeOf } from '../../lib/error-code.js';
import { AbsenceFields } from './absence-fields.component.js';
import { useAbsenceForm, type AbsenceDialogProps } from './use-absence-form.hook.js';

/**
 * 'Abwesenheit eintragen' for one student: all day 07:00–18:00 by default, reason Krankheit. With
 * an `absence` it changes that one, and `onRemove` offers 'Löschen' after the spec's question.
 */
export const AbsenceDialog = (props: AbsenceDialogProps & { onRemove?: () => Promise<void> }) => {
  const { student, absence, onRemove, onClose } = props;
  const state = useAbsenceForm(props);
  const [asking, setAsking] = useState(false);
  const remove = async () => {
    setAsking(false);
    try {
      await onRemove?.();
      onClose();
    } catch (error) {
      state.setOutcome({ ok: false, code: errorCodeOf(error) });
    }
  };
  // The question replaces the dialog while it asks (a second modal would count as a click outside the first).
  if (asking)
    return (
      <ConfirmDialog
        title={t.removeTitle}
        text={t.removeText}
        confirm={t.removeConfirm}
        cancel={t.removeCancel}
        variation="warning"
        onConfirm={() => void remove()}
        onClose={() => setAsking(false)}
        testId="absence-remove-confirm"
      />
    );
  return (
    <AppDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={absence ? t.changeTitle(student.displayName) : t.title(student.displayName)}
      testId="absence-dialog"
      actions={
        <>
          {onRemove && (
            <Button size="small" variation="warning" onClick={() => setAsking(true)}>
              {t.remove}
            </Button>
          )}
          <Button size="small" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button size="small" variation="primary" type="submit" form="absence-form" isLoading={state.form.formState.isSubmitting}>
            {t.save}
          </Button>
        </>
      }
    >
      <form noValidate id="absence-form" onSubmit={(event) => void state.onSubmit(event)}>
        <Flex direction="column" gap="small">
          <AbsenceFields state={state} />
          <OutcomeAlert outcome={state.outcome} />
        </Flex>
      </form>
    </AppDialog>
  );
};
