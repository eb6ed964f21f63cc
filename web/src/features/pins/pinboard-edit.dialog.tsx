import { Alert, Button, CheckboxField, SelectField, TextField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { DEFAULT_PIN_COLOR, pinColorNames, type AdminPinboard, type PinboardBody } from '../../../../shared/schemas/pin.schema.js';
import { AppDialog } from '../../components/app-dialog.component.js';
import { errorText } from '../../i18n/errors.de.js';
import { pinTexts } from '../../i18n/pins.de.js';
import { errorCodeOf } from '../../lib/error-code.js';
import { toggleOne } from '../../lib/selection.js';
import { useSavePinboard } from './pinboards-admin.api.js';

const t = pinTexts.admin;

interface PinboardEditDialogProps {
  pinboard?: AdminPinboard;
  tutors: readonly { uid: string; short: string }[];
  onClose: (message?: string) => void;
}

/** 'Pinnwand bearbeiten': name, colour, public or not, and the tutors it is for (none listed: all tutors). */
export const PinboardEditDialog = ({ pinboard, tutors, onClose }: PinboardEditDialogProps) => {
  const form = useForm<PinboardBody>({
    defaultValues: pinboard
      ? {
          name: pinboard.name,
          displayName: pinboard.displayName,
          color: pinboard.color,
          public: pinboard.public,
          tutorUids: pinboard.tutorUids,
        }
      : { name: '', displayName: '', color: DEFAULT_PIN_COLOR, public: false, tutorUids: [] },
  });
  const save = useSavePinboard();
  const [failure, setFailure] = useState<string | null>(null);
  const [nameMissing, setNameMissing] = useState(false);
  const [tutorUids, isPublic] = useWatch({ control: form.control, name: ['tutorUids', 'public'] });
  const listed = new Set(tutorUids);
  const submit = form.handleSubmit(async (values) => {
    const displayName = values.displayName.trim();
    setNameMissing(!displayName);
    if (!displayName) return;
    try {
      await save(pinboard?.id, { ...values, displayName, name: values.name.trim() || displayName });
      onClose(t.saved);
    } catch (error) {
      setFailure(errorText(errorCodeOf(error)));
    }
  });
  return (
    <AppDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t.dialogTitle}
      width="edit"
      className="app-dialog--fullscreen-small"
      testId="pinboard-admin-dialog"
      actions={
        <>
          <Button onClick={() => onClose()}>{pinTexts.dialog.cancel}</Button>
          <Button
            variation="primary"
            isLoading={form.formState.isSubmitting}
            onClick={() => void submit()}
            data-testid="pinboard-admin-save"
          >
            {pinTexts.dialog.save}
          </Button>
        </>
      }
    >
      <form className="pin-form__fields" onSubmit={(event) => void submit(event)} noValidate>
        <TextField label={t.displayName} {...form.register('displayName')} hasError={nameMissing} errorMessage={t.nameRequired} />
        <TextField label={t.shortName} descriptiveText={t.shortNameHint} {...form.register('name')} />
        <SelectField label={pinTexts.dialog.color} {...form.register('color.name')}>
          {pinColorNames.map((name) => (
            <option key={name} value={name}>
              {pinTexts.colors[name]}
            </option>
          ))}
        </SelectField>
        <CheckboxField label={t.public} checked={isPublic} {...form.register('public')} />
        <fieldset className="pin-form__boxes">
          <legend>{t.tutors}</legend>
          <p className="pin-form__note">{t.tutorsHint}</p>
          {tutors.map((tutor) => (
            <CheckboxField
              key={tutor.uid}
              label={tutor.short}
              name={`tutor-${tutor.uid}`}
              value={tutor.uid}
              checked={listed.has(tutor.uid)}
              onChange={() => form.setValue('tutorUids', [...toggleOne(listed, tutor.uid)], { shouldDirty: true })}
            />
          ))}
        </fieldset>
      </form>
      {failure && (
        <Alert variation="error" role="alert">
          {failure}
        </Alert>
      )}
    </AppDialog>
  );
};
