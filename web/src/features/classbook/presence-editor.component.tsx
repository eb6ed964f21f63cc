import { SelectField, SwitchField, TextField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { setExcuse, setExcused, setReason } from '@shared/classbook-rules.js';
import { absentReasonSchema, excuseTypeSchema, lateReasonSchema, type StudentRegister } from '@shared/schemas/classbook.schema.js';
import { classbookTexts as t, excuseTypeTexts, reasonTexts } from '../../i18n/classbook.de.js';

interface PresenceEditorProps {
  entry: StudentRegister;
  enabled: boolean;
  onChange: (entry: StudentRegister) => void;
}

const choices = (values: readonly string[], texts: Record<string, string>) =>
  values.map((value) => (
    <option key={value} value={value}>
      {texts[value]}
    </option>
  ));

/**
 * The reason of an absence or lateness and its excuse: 'Entschuldigt', then the excuse type and a
 * notice (off resets both, §4). Lateness also knows external circumstances.
 */
export const PresenceEditor = ({ entry, enabled, onChange }: PresenceEditorProps) => {
  const [notice, setNotice] = useState(entry.excused?.notice ?? '');
  const absent = entry.presence === false;
  if (!absent && !entry.late) return null;
  const excused = entry.excused?.value === true;
  const type = entry.excused?.type ?? 'unknown';
  return (
    <>
      <SelectField
        label={t.reason}
        isDisabled={!enabled}
        value={(absent ? entry.presenceReason : entry.lateReason) ?? 'unknown'}
        onChange={(event) => onChange(setReason(entry, lateReasonSchema.parse(event.target.value)))}
      >
        {choices(absent ? absentReasonSchema.options : lateReasonSchema.options, reasonTexts)}
      </SelectField>
      <SwitchField
        label={t.excused}
        isDisabled={!enabled}
        isChecked={excused}
        onChange={(e) => onChange(setExcused(entry, e.target.checked))}
      />
      {excused && (
        <>
          <SelectField
            label={t.excuseType}
            isDisabled={!enabled}
            value={type}
            onChange={(event) => onChange(setExcuse(entry, excuseTypeSchema.parse(event.target.value), notice))}
          >
            {choices(
              absent ? excuseTypeSchema.options.filter((option) => option !== 'external-circumstances') : excuseTypeSchema.options,
              excuseTypeTexts,
            )}
          </SelectField>
          <TextField
            label={t.excuseNotice}
            maxLength={500}
            isDisabled={!enabled}
            value={notice}
            onChange={(event) => setNotice(event.target.value)}
            onBlur={() => notice.trim() !== (entry.excused?.notice ?? '') && onChange(setExcuse(entry, type, notice))}
          />
        </>
      )}
    </>
  );
};
