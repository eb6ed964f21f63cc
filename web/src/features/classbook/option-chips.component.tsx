import { optionDefinitions, studentOptionSets, type OptionValue } from '@shared/classbook-option-sets.js';
import { isOptionError } from '@shared/classbook-rules.js';
import { classbookTexts as t } from '../../i18n/classbook.de.js';
import { optionText, setColorStyle } from './option-text.model.js';
import './option-chips.css';

/** The options of the student sets a student has, as chips in their set's colour (an errorOnActive one marked). */
export const OptionChips = ({ options }: { options: Record<string, OptionValue> | undefined }) => {
  const entries = Object.entries(options ?? {});
  if (entries.length === 0) return null;
  return (
    <ul className="option-chips" aria-label={t.entries}>
      {entries.map(([key, value]) => {
        const set = optionDefinitions.get(key)?.set;
        return (
          <li
            key={key}
            className={`option-chip${isOptionError(key, value) ? ' option-chip--error' : ''}`}
            style={set && setColorStyle(studentOptionSets[set].color)}
          >
            {optionText(key, value)}
          </li>
        );
      })}
    </ul>
  );
};
