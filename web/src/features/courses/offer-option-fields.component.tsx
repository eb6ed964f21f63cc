import { Button, CheckboxField, TextField } from '@aws-amplify/ui-react';
import { useWatch } from 'react-hook-form';
import { courseTexts as t } from '../../i18n/courses.de.js';
import { useMyGroups } from '../groups/index.js';
import { CourseDatesFields } from './course-dates-fields.component.js';
import { offerField, type OfferFormApi } from './offer-form-field.model.js';

interface Props {
  form: OfferFormApi;
  index: number;
  onRemove?: () => void;
}

/**
 * One registration option: name, notice, the grades or classes that see it, its own places and
 * its own weekly dates (empty places and no dates: the offer's).
 */
export const OfferOptionFields = ({ form, index, onRemove }: Props) => {
  const groups = useMyGroups().data?.groups ?? [];
  const path = `options.${String(index)}` as `options.${number}`;
  const chosen = useWatch({ control: form.control, name: `${path}.groupIds` });
  const toggle = (groupId: string, on: boolean) =>
    form.setValue(`${path}.groupIds`, on ? [...chosen, groupId] : chosen.filter((id) => id !== groupId), { shouldDirty: true });
  return (
    <fieldset className="course-option-form" data-testid="offer-option">
      <legend>{t.form.option(index + 1)}</legend>
      <div className="course-form">
        <TextField label={t.form.optionName} {...offerField(form, `${path}.displayName`)} />
        <TextField label={t.form.notice} {...offerField(form, `${path}.notice`)} />
        <TextField label={t.form.optionGrades} {...offerField(form, `${path}.grades`)} />
        <TextField label={t.form.optionGroupsize} type="number" min={1} {...offerField(form, `${path}.groupsize`)} />
      </div>
      {groups.length > 0 && (
        <fieldset className="course-option-form__groups">
          <legend>{t.form.groups}</legend>
          {groups.map((group) => (
            <CheckboxField
              key={group.id}
              name={`${path}.group.${group.id}`}
              label={group.displayName}
              checked={chosen.includes(group.id)}
              onChange={(event) => toggle(group.id, event.target.checked)}
            />
          ))}
        </fieldset>
      )}
      <CourseDatesFields form={form} name={`${path}.dates`} legend={t.form.optionDates} />
      {onRemove && (
        <Button size="small" onClick={onRemove}>
          {t.form.removeOption}
        </Button>
      )}
    </fieldset>
  );
};
