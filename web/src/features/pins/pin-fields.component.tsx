import { SelectField, TextField } from '@aws-amplify/ui-react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { pinColorNames, type Pinboard } from '@shared/schemas/pin.schema.js';
import { DateField } from '../../components/date-field.component.js';
import { MarkdownEditor } from '../../components/markdown-editor.component.js';
import { pinTexts } from '../../i18n/pins.de.js';
import { AttachmentFields } from './attachment-fields.component.js';
import { BoxList } from './pin-box-list.component.js';
import type { PinFormErrors, PinFormValues } from './pin-form.model.js';

const t = pinTexts.dialog;

interface PinFieldsProps {
  form: UseFormReturn<PinFormValues>;
  /** The boards the tutor may post to. */
  pinboards: readonly Pinboard[];
  /** The tutor's own published polls. */
  polls: readonly { id: string; label: string }[];
  errors: PinFormErrors;
}

/** Pinboards, validity, title, markdown content, colour and linked polls. */
export const PinFields = ({ form, pinboards, polls, errors }: PinFieldsProps) => {
  const { register, watch, setValue } = form;
  return (
    <div className="pin-form__fields">
      <BoxList
        form={form}
        name="pinboardIds"
        legend={t.pinboards}
        items={pinboards.map((board) => ({ id: board.id, label: board.displayName }))}
        error={errors.pinboardIds}
      />
      <div className="pin-form__row">
        <Controller
          control={form.control}
          name="start"
          render={({ field }) => <DateField label={t.start} value={field.value} onChange={field.onChange} error={errors.start} />}
        />
        <Controller
          control={form.control}
          name="end"
          render={({ field }) => <DateField label={t.end} value={field.value} onChange={field.onChange} error={errors.end} />}
        />
      </div>
      <TextField
        label={t.titleField}
        {...register('title')}
        hasError={Boolean(errors.title)}
        errorMessage={errors.title}
        data-testid="pin-title"
      />
      <MarkdownEditor
        label={t.content}
        hint={t.contentHint}
        rows={6}
        field={register('content')}
        value={watch('content')}
        onValue={(content) => setValue('content', content, { shouldDirty: true })}
        error={errors.content}
        testId="pin-content"
      />
      <SelectField label={t.color} {...register('colorName')} data-testid="pin-color">
        {pinColorNames.map((name) => (
          <option key={name} value={name}>
            {pinTexts.colors[name]}
          </option>
        ))}
      </SelectField>
      <AttachmentFields form={form} />
      {polls.length > 0 ? (
        <BoxList form={form} name="pollIds" legend={t.polls} items={polls} />
      ) : (
        <p className="pin-form__note">{t.noPolls}</p>
      )}
    </div>
  );
};
