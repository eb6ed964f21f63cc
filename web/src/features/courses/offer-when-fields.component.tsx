import { Controller, type FieldPath } from 'react-hook-form';
import { DateField } from '../../components/date-field.component.js';
import { TimeField } from '../../components/time-field.component.js';
import { courseTexts as t } from '../../i18n/courses.de.js';
import type { OfferForm } from './create-offer-form.model.js';
import { offerFieldError, type OfferFormApi } from './offer-form-field.model.js';

/** A day of the offer (Beginn, Ende) in the app's German date field: dd.MM.yyyy in every browser language. */
const OfferDay = ({ form, name }: { form: OfferFormApi; name: 'start' | 'end' }) => (
  <Controller
    control={form.control}
    name={name}
    render={({ field }) => (
      <DateField
        label={t.form[name]}
        value={field.value}
        onChange={field.onChange}
        error={offerFieldError(form, name)}
        testId={`offer-${name}`}
      />
    )}
  />
);

/** 'Anmeldeschluss' as a German day and a 24-hour time; the form keeps it as `yyyy-MM-ddTHH:mm`. */
const OfferDeadline = ({ form }: { form: OfferFormApi }) => (
  <Controller
    control={form.control}
    name="deadline"
    render={({ field }) => {
      const [day = '', time = ''] = field.value.split('T');
      const error = offerFieldError(form, 'deadline');
      return (
        <>
          <DateField
            label={t.form.deadline}
            value={day}
            onChange={(typed) => field.onChange(`${typed}T${time}`)}
            error={error}
            testId="offer-deadline-day"
          />
          <TimeField
            label={t.form.deadlineTime}
            value={time}
            onChange={(typed) => field.onChange(`${day}T${typed}`)}
            testId="offer-deadline-time"
          />
        </>
      );
    }}
  />
);

/** The offer's period and deadline, typed in the app's German fields instead of the browser's. */
export const OfferWhenFields = ({ form }: { form: OfferFormApi }) => (
  <>
    <OfferDay form={form} name="start" />
    <OfferDay form={form} name="end" />
    <OfferDeadline form={form} />
  </>
);

/** A weekly date's time (Von, Bis) typed as hh:mm on the 24-hour clock. */
export const OfferTime = ({ form, name, label }: { form: OfferFormApi; name: FieldPath<OfferForm>; label: string }) => (
  <Controller
    control={form.control}
    name={name}
    render={({ field }) => (
      <TimeField
        label={label}
        value={typeof field.value === 'string' ? field.value : ''}
        onChange={field.onChange}
        error={offerFieldError(form, name)}
      />
    )}
  />
);
