import { Button, CheckboxField, Flex, RadioGroupField, Radio, TextField, Text } from '@aws-amplify/ui-react';
import { useWatch } from 'react-hook-form';
import type { SchoolSettings } from '@shared/schemas/school-settings.schema.js';
import { EditConflictAlert } from '../../components/edit-conflict.component.js';
import { OutcomeAlert } from '../../components/outcome-alert.component.js';
import { schoolSettingsTexts as t } from '../../i18n/schools.de.js';
import { PushDefaultsFieldset } from './push-defaults-fieldset.component.js';
import { useSchoolSettingsEditor } from './use-school-settings-editor.hook.js';

/**
 * Name, weather location, myGroups, encryptData, the Untis import's holidays and the push defaults; saved
 * together. Saved meanwhile elsewhere, the form keeps the input and offers the new state.
 */
export const SchoolSettingsForm = ({ settings }: { settings: SchoolSettings }) => {
  const { form, submit, outcome, conflict } = useSchoolSettingsEditor(settings);
  const { register, formState } = form;
  const [myGroups, encryptData, untisHolidays] = useWatch({ control: form.control, name: ['myGroups', 'encryptData', 'untisHolidays'] });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} data-testid="school-settings-form">
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
        {conflict && (
          <EditConflictAlert
            savedMeanwhile={t.savedMeanwhile}
            changed={conflict.changed}
            busy={formState.isSubmitting}
            onLoadNew={conflict.loadNew}
            onKeepMine={conflict.keepMine}
          />
        )}
        <OutcomeAlert outcome={outcome} />
        <Button type="submit" variation="primary" isLoading={formState.isSubmitting} loadingText={t.saving} alignSelf="flex-start">
          {t.save}
        </Button>
      </Flex>
    </form>
  );
};
