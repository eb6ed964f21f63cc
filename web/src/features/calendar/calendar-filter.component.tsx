import { CheckboxField } from '@aws-amplify/ui-react';
import type { Calendar } from '@shared/schemas/calendar.schema.js';
import { Icon } from '../../components/icon.component.js';
import { SelectAllCheckbox } from '../../components/select-all.component.js';
import { calendarTexts as t } from '../../i18n/calendar.de.js';
import { EXAM_COLOR } from '../../lib/event-colors.js';
import { toggleOne } from '../../lib/selection.js';

interface CalendarFilterProps {
  calendars: readonly Calendar[];
  selected: ReadonlySet<string>;
  onChange: (selected: Set<string>) => void;
  /** Tutors: a plus on each calendar they may put meetings into opens a new meeting in it. */
  add?: { calendarIds: ReadonlySet<string>; onAdd: (calendarId: string) => void };
  /** When the page holds exams: the 'Klausuren' checkbox. */
  exams?: { shown: boolean; onChange: (shown: boolean) => void };
}

/** 'Klausuren' among the boxes 'Alle' ticks and clears (no calendar id starts with '#'). */
const EXAMS_BOX = { id: '#exams' };

/**
 * The calendar checkboxes with 'Alle' (checked, unchecked or indeterminate), and 'Klausuren' when there
 * are exams, which 'Alle' counts as one more box.
 */
export const CalendarFilter = ({ calendars, selected, onChange, add, exams }: CalendarFilterProps) => {
  const allBoxes = exams ? [...calendars, EXAMS_BOX] : calendars;
  const ticked = exams?.shown ? new Set([...selected, EXAMS_BOX.id]) : selected;
  const onAll = (next: Set<string>) => {
    const examsTicked = next.delete(EXAMS_BOX.id);
    exams?.onChange(examsTicked);
    onChange(next);
  };
  return (
    <fieldset className="calendar-filter" data-testid="calendar-filter">
      <legend>{t.calendars}</legend>
      <SelectAllCheckbox label={t.all} items={allBoxes} selected={ticked} onChange={onAll} testId="calendar-filter-all" />
      {calendars.map((calendar) => (
        <div key={calendar.id} className="calendar-filter__row">
          <span className="calendar-filter__swatch" style={{ background: calendar.color }} aria-hidden="true" />
          <CheckboxField
            label={calendar.name}
            name={`calendar-${calendar.id}`}
            value={calendar.id}
            checked={selected.has(calendar.id)}
            onChange={() => onChange(toggleOne(selected, calendar.id))}
          />
          {add?.calendarIds.has(calendar.id) && (
            <button
              type="button"
              className="calendar-filter__add"
              aria-label={t.addTo(calendar.name)}
              onClick={() => add.onAdd(calendar.id)}
            >
              <Icon name="add" size={18} />
            </button>
          )}
        </div>
      ))}
      {exams && (
        <div className="calendar-filter__row">
          <span className="calendar-filter__swatch" style={{ background: EXAM_COLOR }} aria-hidden="true" />
          <CheckboxField
            label={t.exams}
            name="calendar-exams"
            value="exams"
            checked={exams.shown}
            onChange={() => exams.onChange(!exams.shown)}
            data-testid="calendar-filter-exams"
          />
        </div>
      )}
    </fieldset>
  );
};
