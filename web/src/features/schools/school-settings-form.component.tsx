import { Button, CheckboxField, Flex, RadioGroupField, Radio, TextField, Text } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  updateSchoolSettingsBodySchema,
  type SchoolSettings,
  type UpdateSchoolSettingsBody,
} from '@shared/schemas/school-settings.schema.js';
import { OutcomeAlert, type Outcome } from '../../components/outcome-alert.component.js';
import { schoolSettingsTexts as t } from '../../i18n/schools.de.js';
import { errorCodeOf } from '../../lib/error-code.js';
import { germanResolver, showApiFieldErrors } from '../../lib/form-validation.js';
import { PushDefaultsFieldset } from './push-defaults-fieldset.component.js';
import { useSchoolSettingsActions } from './schools.api.js';

const formValues = ({
  name,
  weatherCityId,
  myGroups,
  encryptData,
  untisHolidays,
  pushSettings,
}: SchoolSettings): UpdateSchoolSettingsBody => ({
  name,
  weatherCityId,
  myGroups,
  encryptData,
  untisHolidays,
  pushSettings,
});

/** The form's own words for its fields' rules (the rest are the shared rule texts). */
const fieldTexts = {
  'name.too_small': t.nameInvalid,
  'name.too_big': t.nameInvalid,
  'weatherCityId.invalid_union': t.weatherCityInvalid,
  'weatherCityId.invalid_format': t.weatherCityInvalid,
};

/** Name, weather location, myGroups, encryptData, the Untis import's holidays and the push defaults; saved together. */
export const SchoolSettingsForm = ({ settings }: { settings: SchoolSettings }) => {
  const { save } = useSchoolSettingsActions();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useForm<UpdateSchoolSettingsBody>({
    resolver: germanResolver(updateSchoolSettingsBodySchema, fieldTexts),
    defaultValues: formValues(settings),
  });
  const { register, handleSubmit, formState } = form;
  const [myGroups, encryptData, untisHolidays] = useWatch({ control: form.control, name: ['myGroups', 'encryptData', 'untisHolidays'] });

  const submit = async (values: UpdateSchoolSettingsBody) => {
    setOutcome(null);
    try {
      await save(values);
      form.reset(values);
      setOutcome({ ok: true, text: t.saved });
    } catch (error) {
      const atField = showApiFieldErrors(error, form.setError, {
        schema: updateSchoolSettingsBodySchema,
        texts: fieldTexts,
        codeFields: { 'school-name-taken': 'name' },
      });
      if (!atField) setOutcome({ ok: false, code: errorCodeOf(error) });
    }
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} data-testid="school-settings-form">
      <Flex direction="column" gap="medium">
        <TextField
          label={t.name}
          hasError={Boolean(formState.errors.name)}
          errorMessage={formState.errors.name?.message}
          {...register('name')}
        />
        <TextField
          label={t.weatherCity}
          descriptiveText={t.weatherCityHint}
          inputMode="numeric"
          hasError={Boolean(formState.errors.weatherCityId)}
          errorMessage={formState.errors.weatherCityId?.message}
          {...register('weatherCityId')}
        />
        <RadioGroupField
          legend={t.myGroups}
          name="myGroups"
          value={myGroups}
          onChange={(event) => form.setValue('myGroups', event.target.value as 'own' | 'all', { shouldDirty: true })}
        >
          <Radio value="own">{t.myGroupsOwn}</Radio>
          <Radio value="all">{t.myGroupsAll}</Radio>
        </RadioGroupField>
        <div>
          <CheckboxField label={t.untisHolidays} checked={untisHolidays} {...register('untisHolidays')} />
          <Text variation="secondary" fontSize="small">
            {t.untisHolidaysHint}
          </Text>
        </div>
        <div>
          <CheckboxField label={t.encryptData} checked={encryptData} {...register('encryptData')} />
          <Text variation="secondary" fontSize="small">
            {t.encryptDataHint}
          </Text>
        </div>
        <PushDefaultsFieldset form={form} />
        <OutcomeAlert outcome={outcome} />
        <Button type="submit" variation="primary" isLoading={formState.isSubmitting} loadingText={t.saving} alignSelf="flex-start">
          {t.save}
        </Button>
      </Flex>
    </form>
  );
};
