import { CheckboxField } from '@aws-amplify/ui-react';
import { selectionState, toggleAll } from '../lib/selection.js';

interface SelectAllCheckboxProps {
  label: string;
  items: readonly { id: string }[];
  selected: ReadonlySet<string>;
  onChange: (selected: Set<string>) => void;
  testId: string;
}

/** 'Alle' over a list of filter boxes: checked, unchecked or indeterminate; a click ticks all, or clears all when all are ticked. */
export const SelectAllCheckbox = ({ label, items, selected, onChange, testId }: SelectAllCheckboxProps) => {
  const state = selectionState(items, selected);
  return (
    <CheckboxField
      label={label}
      name="all"
      value="all"
      checked={state === 'all'}
      isIndeterminate={state === 'some'}
      onChange={() => onChange(toggleAll(items, selected))}
      data-testid={testId}
    />
  );
};
