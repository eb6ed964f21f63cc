import { CheckboxField, SelectField, TextField } from '@aws-amplify/ui-react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { PINBOARD_NAME_MAX, pinColorNames, type PinboardBody } from '@shared/schemas/pin.schema.js';
import { pinTexts } from '../../i18n/pins.de.js';
import { characterLimitText } from '../../i18n/validation.de.js';
import { toggleOne } from '../../lib/selection.js';

const t = pinTexts.admin;

interface PinboardFieldsProps {
  form: UseFormReturn<PinboardBody>;
  tutors: readonly { uid: string; short: string }[];
}

/** Name, short name, colour, public or not, and the tutors a pinboard is for. */
export const PinboardFields = ({ form, tutors }: PinboardFieldsProps) => {
  const [tutorUids, isPublic, displayName, name] = useWatch({
    control: form.control,
    name: ['tutorUids', 'public', 'displayName', 'name'],
  });
  const { errors } = form.formState;
  const listed = new Set(tutorUids);
  return (
    <>
      <TextField
        label={t.displayName}
        descriptiveText={characterLimitText(displayName.length, PINBOARD_NAME_MAX)}
        hasError={Boolean(errors.displayName)}
        errorMessage={errors.displayName?.message}
        {...form.register('displayName')}
      />
      <TextField
        label={t.shortName}
        descriptiveText={`${t.shortNameHint} · ${characterLimitText(name.length, PINBOARD_NAME_MAX)}`}
        hasError={Boolean(errors.name)}
        errorMessage={errors.name?.message}
        {...form.register('name')}
      />
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
    </>
  );
};
