import { Heading } from '@aws-amplify/ui-react';
import { PRESENCE_SET_COLOR, studentSetNames } from '@shared/classbook-option-sets.js';
import { setOption } from '@shared/classbook-rules.js';
import type { StudentRegister } from '@shared/schemas/classbook.schema.js';
import type { EventStudent } from '@shared/schemas/timetable.schema.js';
import { classbookTexts as t } from '../../i18n/classbook.de.js';
import { OptionSetFields } from './option-set-fields.component.js';
import { setColorStyle } from './option-text.model.js';
import { PresenceEditor } from './presence-editor.component.js';

interface StudentEditorProps {
  student: EventStudent;
  entry: StudentRegister | undefined;
  /** Those who write the register edit the student sets; Anwesenheit once the control is started. */
  canWrite: boolean;
  controlStarted: boolean;
  onChange: (entry: StudentRegister) => void;
}

/** Every set of one student: Anwesenheit (reason, excuse), Schülerinfos, Mitarbeit, Verhalten, Störungen. */
export const StudentEditor = ({ student, entry, canWrite, controlStarted, onChange }: StudentEditorProps) => {
  const current = entry ?? {};
  return (
    <section className="student-editor" aria-label={t.editTitle(student.displayName)} data-testid="classbook-editor">
      <Heading level={3} fontSize="medium">
        {t.editTitle(student.displayName)}
      </Heading>
      <fieldset className="option-set" style={setColorStyle(PRESENCE_SET_COLOR)} data-testid="option-set-presence">
        <legend className="option-set__name">{t.presenceSet}</legend>
        <span className="option-set__state">
          {current.presence === false ? t.absent : current.late ? t.lateMinutes(current.late) : current.presence ? t.present : t.noEntry}
        </span>
        <PresenceEditor
          key={`${String(current.excused?.value)}-${current.excused?.notice ?? ''}`}
          entry={current}
          enabled={canWrite && controlStarted}
          onChange={onChange}
        />
      </fieldset>
      {studentSetNames.map((set) => (
        <OptionSetFields
          key={set}
          set={set}
          options={current.options}
          isDisabled={!canWrite}
          onChange={(key, value) => onChange(setOption(current, key, value))}
        />
      ))}
    </section>
  );
};
