import { Button, Flex, Heading, Text, TextField } from '@aws-amplify/ui-react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { HOLIDAY_NAME_MAX, holidayNameSchema, type PrepareSchoolYearBody, type SchoolYear } from '@shared/schemas/school-year.schema.js';
import { schoolYearProblem } from '@shared/school-year-rules.js';
import { DateField } from '../../components/date-field.component.js';
import { EditConflictAlert } from '../../components/edit-conflict.component.js';
import { Icon } from '../../components/icon.component.js';
import { errorText } from '../../i18n/errors.de.js';
import { schoolYearTexts as t } from '../../i18n/school-year.de.js';
import { characterLimitText, fieldRuleText } from '../../i18n/validation.de.js';
import { useRevisedEdit } from '../../lib/use-revised-edit.hook.js';
import { preparedYearFieldLabels, revisedPreparedYear, type PreparedYearValues } from './prepared-year.model.js';
import { loadPreparedYear } from './school-year.api.js';

/** What the card hands a save's answer to: the saved year, or a refusal (true when it was outdated and is shown). */
export interface PreparedYearEdit {
  saved: (year: SchoolYear) => void;
  refused: (error: unknown) => Promise<boolean>;
}

interface PrepareYearFormProps {
  /** The prepared year to change, if there is one. */
  prepared: SchoolYear | undefined;
  /** The school's other years: the new one must not overlap them. */
  others: SchoolYear[];
  busy: boolean;
  onSave: (body: PrepareSchoolYearBody, edit: PreparedYearEdit) => Promise<void>;
}

const emptyHoliday = { name: '', from: '', to: '' };

/** The API's rule of a holiday's name, in German at the field ('Höchstens 80 Zeichen.'). */
const checkHolidayName = (name: string) => {
  const issue = holidayNameSchema.safeParse(name).error?.issues[0];
  return issue ? fieldRuleText(issue, { too_small: t.holidayNameMissing }) : true;
};

/**
 * 'Nächstes Schuljahr vorbereiten': start, end and the holidays (by hand or from the Untis import). A save names
 * the prepared year's revision it started from; saved meanwhile (another tab, the timetable import), the form
 * keeps the input and offers the new state or to overwrite it.
 */
export const PrepareYearForm = ({ prepared, others, busy, onSave }: PrepareYearFormProps) => {
  const loaded = revisedPreparedYear(prepared);
  const { control, handleSubmit, register, setError, formState, reset } = useForm<PreparedYearValues>({ defaultValues: loaded.values });
  const edit = useRevisedEdit(loaded, preparedYearFieldLabels, async () => revisedPreparedYear(await loadPreparedYear()));
  const holidays = useFieldArray({ control, name: 'holidays' });
  const names = useWatch({ control, name: 'holidays' });
  const submit = handleSubmit(async (values) => {
    const problem = schoolYearProblem(values, values.holidays, others);
    if (!values.start || !values.end) setError('root', { message: t.datesMissing });
    else if (problem) setError('root', { message: errorText(problem) });
    else
      await onSave(
        { ...values, revision: edit.revision() ?? loaded.revision },
        {
          saved: (year) => {
            const state = revisedPreparedYear(year);
            edit.saved(state);
            reset(state.values);
          },
          refused: (error) => edit.refused(error).catch(() => false),
        },
      );
  });

  return (
    <form className="school-year-form" onSubmit={(event) => void submit(event)} noValidate data-testid="prepare-school-year">
      <Heading level={3} fontSize="medium">
        {t.prepareHeading}
      </Heading>
      <Flex gap="small" wrap="wrap">
        <Controller
          control={control}
          name="start"
          render={({ field }) => <DateField label={t.start} value={field.value} onChange={field.onChange} testId="school-year-start" />}
        />
        <Controller
          control={control}
          name="end"
          render={({ field }) => <DateField label={t.end} value={field.value} onChange={field.onChange} testId="school-year-end" />}
        />
      </Flex>
      <Heading level={4} fontSize="small">
        {t.holidays}
      </Heading>
      <Text fontSize="small">{t.untisHint}</Text>
      {holidays.fields.map((holiday, index) => (
        <Flex key={holiday.id} className="school-year-holiday" gap="small" wrap="wrap" alignItems="flex-end">
          <TextField
            label={t.holidayName}
            descriptiveText={[
              holiday.source === 'untis' ? t.fromUntis : null,
              characterLimitText(names[index]?.name.length ?? 0, HOLIDAY_NAME_MAX),
            ]
              .filter(Boolean)
              .join(' · ')}
            {...register(`holidays.${index}.name` as const, { validate: checkHolidayName })}
            hasError={Boolean(formState.errors.holidays?.[index]?.name)}
            errorMessage={formState.errors.holidays?.[index]?.name?.message}
            data-testid={`holiday-name-${String(index)}`}
          />
          <Controller
            control={control}
            name={`holidays.${index}.from` as const}
            render={({ field }) => (
              <DateField label={t.holidayFrom} value={field.value} onChange={field.onChange} testId={`holiday-from-${String(index)}`} />
            )}
          />
          <Controller
            control={control}
            name={`holidays.${index}.to` as const}
            render={({ field }) => (
              <DateField label={t.holidayTo} value={field.value} onChange={field.onChange} testId={`holiday-to-${String(index)}`} />
            )}
          />
          <Button variation="link" size="small" aria-label={t.removeHoliday} onClick={() => holidays.remove(index)}>
            <Icon name="close" />
          </Button>
        </Flex>
      ))}
      {edit.conflict && (
        <EditConflictAlert
          savedMeanwhile={t.savedMeanwhile}
          changed={edit.conflict.changed}
          busy={busy}
          onLoadNew={() => edit.loadNew((current) => reset(current))}
          onKeepMine={() => {
            edit.keepMine();
            void submit();
          }}
        />
      )}
      {formState.errors.root?.message && (
        <Text variation="error" role="alert">
          {formState.errors.root.message}
        </Text>
      )}
      <Flex gap="small" wrap="wrap">
        <Button size="small" onClick={() => holidays.append(emptyHoliday)}>
          {t.addHoliday}
        </Button>
        <Button size="small" type="submit" variation="primary" isLoading={busy}>
          {t.save}
        </Button>
      </Flex>
    </form>
  );
};
