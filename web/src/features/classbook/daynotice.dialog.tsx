import { Button, Flex, SelectField, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { Controller, useWatch } from 'react-hook-form';
import { DAYNOTICE_CONTENT_MAX, DAYNOTICE_TITLE_MAX, type DaynoticeBody } from '@shared/schemas/daynotice.schema.js';
import { AppDialog } from '../../components/app-dialog.component.js';
import { DateField } from '../../components/date-field.component.js';
import { OutcomeAlert } from '../../components/outcome-alert.component.js';
import { daynoticeTexts as t } from '../../i18n/classbook.de.js';
import { characterLimitText } from '../../i18n/validation.de.js';
import { useDaynoticeForm } from './use-daynotice-form.hook.js';

/** 'Tagesnotiz schreiben': a day note about one student of the lesson (§5 Daynotice). */
export const DaynoticeDialog = ({
  day,
  students,
  onSave,
  onClose,
}: {
  day: string;
  students: { uid: string; displayName: string }[];
  onSave: (body: DaynoticeBody) => Promise<void>;
  onClose: () => void;
}) => {
  const { form, today, outcome, onSubmit } = useDaynoticeForm(day, students, onSave);
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const [title, content] = useWatch({ control, name: ['title', 'content'] });
  return (
    <AppDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t.title}
      testId="daynotice-dialog"
      actions={
        <>
          <Button size="small" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button size="small" variation="primary" type="submit" form="daynotice-form" isLoading={isSubmitting}>
            {t.save}
          </Button>
        </>
      }
    >
      <form noValidate id="daynotice-form" onSubmit={(event) => void onSubmit(event)}>
        <Flex direction="column" gap="small">
          <SelectField
            label={t.student}
            placeholder=" "
            hasError={Boolean(errors.studentUid)}
            errorMessage={errors.studentUid?.message}
            {...register('studentUid')}
          >
            {students.map((student) => (
              <option key={student.uid} value={student.uid}>
                {student.displayName}
              </option>
            ))}
          </SelectField>
          <Flex gap="small" wrap="wrap">
            <Controller
              control={control}
              name="day"
              render={({ field }) => (
                <DateField label={t.day} value={field.value} onChange={field.onChange} min={today} error={errors.day?.message} />
              )}
            />
            <TextField
              type="time"
              label={t.endtime}
              hasError={Boolean(errors.endtime)}
              errorMessage={errors.endtime?.message}
              {...register('endtime')}
            />
          </Flex>
          <TextField
            label={t.subject}
            descriptiveText={characterLimitText(title.length, DAYNOTICE_TITLE_MAX)}
            hasError={Boolean(errors.title)}
            errorMessage={errors.title?.message}
            {...register('title')}
          />
          <TextAreaField
            label={t.content}
            rows={3}
            descriptiveText={characterLimitText(content.length, DAYNOTICE_CONTENT_MAX)}
            hasError={Boolean(errors.content)}
            errorMessage={errors.content?.message}
            {...register('content')}
          />
          <OutcomeAlert outcome={outcome} />
        </Flex>
      </form>
    </AppDialog>
  );
};
