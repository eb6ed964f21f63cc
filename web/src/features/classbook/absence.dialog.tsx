import { Button, Flex } from '@aws-amplify/ui-react';
import { AppDialog } from '../../components/app-dialog.component.js';
import { OutcomeAlert } from '../../components/outcome-alert.component.js';
import { absenceTexts as t } from '../../i18n/classbook.de.js';
import { AbsenceFields } from './absence-fields.component.js';
import { useAbsenceForm, type AbsenceDialogProps } from './use-absence-form.hook.js';

/** 'Abwesenheit eintragen' for one student: all day 07:00–18:00 by default, reason Krankheit. */
export const AbsenceDialog = (props: AbsenceDialogProps) => {
  const { student, onClose } = props;
  const state = useAbsenceForm(props);
  return (
    <AppDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t.title(student.displayName)}
      testId="absence-dialog"
      actions={
        <>
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
