import type { CSSProperties } from 'react';
import { optionDefinitions, type OptionKey, type OptionValue } from '@shared/classbook-option-sets.js';
import { classbookTexts as t, optionTexts } from '../../i18n/classbook.de.js';

/** One option of a student set in words: its label, and its value where a label alone does not say it. */
export const optionText = (key: string, value: OptionValue): string => {
  const label = optionTexts[key as OptionKey];
  const definition = optionDefinitions.get(key);
  if (definition?.valueType === 'boolean') return definition.withoutFalse ? label : `${label}: ${value ? t.yes : t.no}`;
  return `${label}: ${String(value)}`;
};

/** A set's colour (an Amplify colour name) as the CSS variables the set's frame and chips use. */
export const setColorStyle = (color: string): CSSProperties =>
  ({ '--set-color': `var(--amplify-colors-${color}-80)`, '--set-tint': `var(--amplify-colors-${color}-10)` }) as CSSProperties;
