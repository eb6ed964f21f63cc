import { CheckboxField, SelectField, TextField } from '@aws-amplify/ui-react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { pinColorNames, type PinboardBody } from '../../../../shared/schemas/pin.schema.js';
import { pinTexts } from '../../i18n/pins.de.js';
import { toggleOne } from '../../lib/selection.js';

const t = pinTexts.admin;

interface PinboardFieldsProps {
  form: UseFormReturn<PinboardBody>;
  tutors: readonly { uid: string; short: string }[];
  nameMissing: boolean;
}

/** Name, short name, colour, public or not, and the tutors a pinboard is for. */
export const PinboardFields = ({ form, tutors, nameMissing }: PinboardFieldsProps) => {
  const [tutorUids, isPublic] = useWatch({ control: form.control, name: ['tutorUids', 'public'] });
  const listed = new Set(tutorUids);
  return (
    <>
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
    </>
  );
};
