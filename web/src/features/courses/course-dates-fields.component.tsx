import { Button, SelectField } from '@aws-amplify/ui-react';
import { useFieldArray } from 'react-hook-form';
import { settingsTexts } from '../../i18n/account.de.js';
import { courseTexts as t } from '../../i18n/courses.de.js';
import { emptyDate } from './create-offer-form.model.js';
import { offerField, type OfferFormApi } from './offer-form-field.model.js';
import { OfferTime } from './offer-when-fields.component.js';

type DatesPath = 'dates' | `options.${number}.dates`;

/** Weekly course dates (weekday, from, to) of the offer or of one option: as many rows as needed. */
export const CourseDatesFields = ({ form, name, legend }: { form: OfferFormApi; name: DatesPath; legend: string }) => {
  const { fields, append, remove } = useFieldArray({ control: form.control, name });
  return (
    <fieldset className="course-dates" data-testid="course-dates">
      <legend>{legend}</legend>
      {fields.map((field, index) => (
        <div key={field.id} className="course-dates__row">
          <div className="course-dates__fields">
            <SelectField label={t.form.weekday} {...offerField(form, `${name}.${index}.weekday`)}>
              {settingsTexts.weekdays.slice(0, 5).map((day, weekday) => (
                <option key={day} value={String(weekday)}>
                  {day}
                </option>
              ))}
            </SelectField>
            <OfferTime form={form} name={`${name}.${index}.starttime`} label={t.form.starttime} />
            <OfferTime form={form} name={`${name}.${index}.endtime`} label={t.form.endtime} />
          </div>
          <Button size="small" variation="link" onClick={() => remove(index)}>
            {t.form.removeDate}
          </Button>
        </div>
      ))}
      {fields.length < 5 && (
        <Button size="small" onClick={() => append(emptyDate())}>
          {t.form.addDate}
        </Button>
      )}
    </fieldset>
  );
};
