import { CheckboxField, SelectField, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { useWatch } from 'react-hook-form';
import { courseTexts as t } from '../../i18n/courses.de.js';
import { CourseDatesFields } from './course-dates-fields.component.js';
import type { OfferForm } from './create-offer-form.model.js';
import { offerField, type OfferFormApi } from './offer-form-field.model.js';
import { OfferWhenFields } from './offer-when-fields.component.js';

type TextKey = { [K in keyof OfferForm]: OfferForm[K] extends string ? K : never }[keyof OfferForm];
type FlagKey = { [K in keyof OfferForm]: OfferForm[K] extends boolean ? K : never }[keyof OfferForm];
const inputs: [Exclude<TextKey, 'kind'>, string][] = [
  ['displayName', 'text'],
  ['subtitle', 'text'],
  ['grades', 'text'],
  ['groupsize', 'number'],
  ['maxOptions', 'number'],
  ['bring', 'text'],
  ['color', 'color'],
];
const flags: FlagKey[] = ['multipleRegistrationOptions', 'usePriority', 'hideOnRegistration', 'includeVacations'];

/** A flag of the offer as a checkbox (Amplify's checkbox is controlled here). */
const Flag = ({ form, name }: { form: OfferFormApi; name: FlagKey }) => {
  const checked = useWatch({ control: form.control, name });
  return (
    <CheckboxField name={name} label={t.form[name]} checked={checked} onChange={(event) => form.setValue(name, event.target.checked)} />
  );
};

/** The offer's own fields: kind, names, dates and deadline, grades, places, texts, weekly dates and flags (admins also 'approved'). */
export const OfferFields = ({ form, isAdmin }: { form: OfferFormApi; isAdmin: boolean }) => (
  <>
    <div className="course-form">
      <SelectField label={t.form.kind} {...form.register('kind')}>
        <option value="course">{t.form.kinds.course}</option>
        <option value="courseGroup">{t.form.kinds.courseGroup}</option>
      </SelectField>
      {inputs.slice(0, 2).map(([key, type]) => (
        <TextField key={key} label={t.form[key]} type={type} {...offerField(form, key)} />
      ))}
      <OfferWhenFields form={form} />
      {inputs.slice(2).map(([key, type]) => (
        <TextField key={key} label={t.form[key]} type={type} {...offerField(form, key)} />
      ))}
    </div>
    <TextAreaField label={t.form.description} {...offerField(form, 'description')} />
    <TextAreaField label={t.form.registrationDescription} {...offerField(form, 'registrationDescription')} />
    <CourseDatesFields form={form} name="dates" legend={t.form.dates} />
    {[...flags, ...(isAdmin ? (['approved'] as const) : [])].map((key) => (
      <Flag key={key} form={form} name={key} />
    ))}
  </>
);
