import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { updateSchoolSettingsBodySchema, type SchoolSettings } from '@shared/schemas/school-settings.schema.js';
import type { Outcome } from '../../components/outcome-alert.component.js';
import { schoolSettingsTexts as t } from '../../i18n/schools.de.js';
import { errorCodeOf } from '../../lib/error-code.js';
import { germanResolver, showApiFieldErrors } from '../../lib/form-validation.js';
import { useRevisedEdit } from '../../lib/use-revised-edit.hook.js';
import { settingsFieldLabels, settingsValues, type SchoolSettingsValues } from './school-settings-form.model.js';
import { loadSchoolSettings, useSchoolSettingsActions } from './schools.api.js';

/** The form's own words for its fields' rules (the rest are the shared rule texts). */
const fieldTexts = {
  'name.too_small': t.nameInvalid,
  'name.too_big': t.nameInvalid,
  'weatherCityId.invalid_union': t.weatherCityInvalid,
  'weatherCityId.invalid_format': t.weatherCityInvalid,
};

/**
 * The settings form and its save. A save names the settings' revision it started from; saved meanwhile
 * (another tab, another admin), the form keeps the input and offers the new state or to overwrite it
 * (`conflict`). The form stays open after a save and goes on from the revision it answered.
 */
export const useSchoolSettingsEditor = (settings: SchoolSettings) => {
  const { save } = useSchoolSettingsActions();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useForm<SchoolSettingsValues>({
    resolver: germanResolver(updateSchoolSettingsBodySchema.omit({ revision: true }), fieldTexts),
    defaultValues: settingsValues(settings),
  });
  const edit = useRevisedEdit({ values: settingsValues(settings), revision: settings.revision }, settingsFieldLabels, async () => {
    const current = await loadSchoolSettings();
    return { values: settingsValues(current), revision: current.revision };
  });

  const submit = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const saved = await save({ ...values, revision: edit.revision() ?? settings.revision });
      edit.saved({ values: settingsValues(saved), revision: saved.revision });
      form.reset(values);
      setOutcome({ ok: true, text: t.saved });
    } catch (error) {
      if (await edit.refused(error).catch(() => false)) return;
      const atField = showApiFieldErrors(error, form.setError, {
        schema: updateSchoolSettingsBodySchema,
        texts: fieldTexts,
        codeFields: { 'school-name-taken': 'name' },
      });
      if (!atField) setOutcome({ ok: false, code: errorCodeOf(error) });
    }
  });
  const conflict = edit.conflict && {
    changed: edit.conflict.changed,
    loadNew: () => edit.loadNew((current) => form.reset(current)),
    keepMine: () => {
      edit.keepMine();
      void submit();
    },
  };
  return { form, submit, outcome, conflict };
};
