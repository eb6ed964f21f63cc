import { CheckboxField } from '@aws-amplify/ui-react';
import type { UseFormReturn } from 'react-hook-form';
import { toggleOne } from '../../lib/selection.js';
import type { PinFormValues } from './pin-form.model.js';

interface BoxListProps {
  form: UseFormReturn<PinFormValues>;
  name: 'pinboardIds' | 'pollIds';
  legend: string;
  items: readonly { id: string; label: string }[];
  error?: string;
}

/** Boxes to tick several of (pinboards, polls), kept as a list of ids in the form. */
export const BoxList = ({ form, name, legend, items, error }: BoxListProps) => {
  const chosen = new Set(form.watch(name));
  return (
    <fieldset className="pin-form__boxes" data-testid={`pin-${name}`} aria-invalid={Boolean(error)}>
      <legend>{legend}</legend>
      {items.map((item) => (
        <CheckboxField
          key={item.id}
          label={item.label}
          name={`${name}-${item.id}`}
          value={item.id}
          checked={chosen.has(item.id)}
          onChange={() => form.setValue(name, [...toggleOne(chosen, item.id)], { shouldDirty: true })}
        />
      ))}
      {error && (
        <p className="pin-form__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
};
