import { optionsOf, studentOptionSets, type OptionValue, type StudentSetName } from '@shared/classbook-option-sets.js';
import { optionSetTexts } from '../../i18n/classbook.de.js';
import { OptionField } from './option-field.component.js';
import { setColorStyle } from './option-text.model.js';

interface OptionSetFieldsProps {
  set: StudentSetName;
  options: Record<string, OptionValue> | undefined;
  isDisabled: boolean;
  onChange: (key: string, value: OptionValue | undefined) => void;
}

/** One student set (Schülerinfos, Mitarbeit, Verhalten, Störungen) with its colour and its options. */
export const OptionSetFields = ({ set, options, isDisabled, onChange }: OptionSetFieldsProps) => (
  <fieldset className="option-set" style={setColorStyle(studentOptionSets[set].color)} data-testid={`option-set-${set}`}>
    <legend className="option-set__name">{optionSetTexts[set]}</legend>
    {optionsOf(set).map(([key, definition]) => (
      <OptionField
        key={key}
        optionKey={key}
        definition={definition}
        value={options?.[key]}
        isDisabled={isDisabled}
        onChange={(value) => onChange(key, value)}
      />
    ))}
  </fieldset>
);
