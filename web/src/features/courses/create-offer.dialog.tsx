import { Button, CheckboxField, SelectField, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { berlinToday } from '../../../../shared/week.js';
import { AppDialog } from '../../components/app-dialog.component.js';
import { OutcomeAlert, type Outcome } from '../../components/outcome-alert.component.js';
import { courseTexts as t } from '../../i18n/courses.de.js';
import { texts } from '../../i18n/texts.de.js';
import { errorCodeOf } from '../../lib/error-code.js';
import type { CourseOffer } from '../../../../shared/schemas/course.schema.js';
import { useCreateOffer, useUpdateOffer } from './courses.api.js';
import { emptyOfferForm, offerToForm, toOfferBody, toUpdateBody, type OfferForm } from './create-offer.form.js';

type TextKey = { [K in keyof OfferForm]: OfferForm[K] extends string ? K : never }[keyof OfferForm];
type FlagKey = { [K in keyof OfferForm]: OfferForm[K] extends boolean ? K : never }[keyof OfferForm];
const inputs: [TextKey, string][] = [
  ['displayName', 'text'],
  ['subtitle', 'text'],
  ['start', 'date'],
  ['end', 'date'],
  ['deadline', 'datetime-local'],
  ['grades', 'text'],
  ['groupsize', 'number'],
  ['maxOptions', 'number'],
  ['bring', 'text'],
  ['color', 'color'],
  ['starttime', 'time'],
  ['endtime', 'time'],
];
const flags: FlagKey[] = ['multipleRegistrationOptions', 'usePriority', 'hideOnRegistration', 'includeVacations'];

/**
 * 'Angebot erstellen' and, with `offer`, 'Angebot bearbeiten': every field of a course or course
 * group; options one per line; one weekly date. A refused edit shows the rule it broke.
 */
export const CreateOfferDialog = ({ isAdmin, offer, onClose }: { isAdmin: boolean; offer?: CourseOffer; onClose: () => void }) => {
  const [form, setForm] = useState(() => (offer ? offerToForm(offer) : emptyOfferForm(berlinToday())));
  const [outcome, setOutcome] = useState<Outcome>(null);
  const create = useCreateOffer();
  const update = useUpdateOffer();
  const set = <K extends keyof OfferForm>(key: K, value: OfferForm[K]) => setForm({ ...form, [key]: value });
  const submit = () =>
    (offer ? update(offer.id, toUpdateBody(form, offer)) : create(toOfferBody(form))).then(onClose, (failure: unknown) =>
      setOutcome({ ok: false, code: errorCodeOf(failure) }),
    );
  return (
    <AppDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={offer ? t.tutor.edit : t.tutor.create}
      width="edit"
      testId={offer ? 'edit-offer' : 'create-offer'}
      actions={
        <>
          <Button onClick={onClose}>{t.cancel}</Button>
          <Button variation="primary" onClick={() => void submit()}>
            {offer ? t.form.update : t.form.save}
          </Button>
        </>
      }
    >
      <div className="course-form">
        <SelectField label={t.form.kind} value={form.kind} onChange={(event) => set('kind', event.target.value as OfferForm['kind'])}>
          <option value="course">{t.form.kinds.course}</option>
          <option value="courseGroup">{t.form.kinds.courseGroup}</option>
        </SelectField>
        {inputs.map(([key, type]) => (
          <TextField key={key} label={t.form[key]} type={type} value={form[key]} onChange={(event) => set(key, event.target.value)} />
        ))}
        <SelectField label={t.form.weekday} value={form.weekday} onChange={(event) => set('weekday', event.target.value)}>
          {texts.settings.weekdays.slice(0, 5).map((day, index) => (
            <option key={day} value={String(index)}>
              {day}
            </option>
          ))}
        </SelectField>
      </div>
      <TextAreaField label={t.form.description} value={form.description} onChange={(event) => set('description', event.target.value)} />
      <TextAreaField
        label={t.form.registrationDescription}
        value={form.registrationDescription}
        onChange={(event) => set('registrationDescription', event.target.value)}
      />
      <TextAreaField label={t.form.options} value={form.options} onChange={(event) => set('options', event.target.value)} />
      {[...flags, ...(isAdmin ? (['approved'] as const) : [])].map((key) => (
        <CheckboxField key={key} name={key} label={t.form[key]} checked={form[key]} onChange={(event) => set(key, event.target.checked)} />
      ))}
      <OutcomeAlert outcome={outcome} />
    </AppDialog>
  );
};
