import { Button, TextField } from '@aws-amplify/ui-react';
import { format, parseISO } from 'date-fns';
import { useEffect, useRef, useState } from 'react';
import { DayPicker } from 'react-day-picker';
import { de } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { texts } from '../i18n/texts.de.js';
import { germanDay, isoOfGermanDay } from '../lib/german-date.js';
import { Icon } from './icon.component.js';
import './date-field.css';

const t = texts.dateField;
const shown = (iso: string) => (iso === '' ? '' : germanDay(iso));

interface DateFieldProps {
  label: string;
  /** The day as the schemas keep it (`yyyy-MM-dd`), or '' for none. */
  value: string;
  onChange: (value: string) => void;
  /** Earliest and latest day that may be chosen (`yyyy-MM-dd`). */
  min?: string;
  max?: string;
  isDisabled?: boolean;
  error?: string;
  testId?: string;
}

/**
 * A German date field (spec §5): typed as dd.MM.yyyy or picked in a Monday-first calendar that opens
 * below the field (Tab leads into it, the arrow keys move between days, Escape or a click outside closes it). It holds the
 * ISO day the schemas use; use it with react-hook-form's `Controller`.
 */
export const DateField = ({ label, value, onChange, min, max, isDisabled, error, testId }: DateFieldProps) => {
  const [text, setText] = useState(() => shown(value));
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  const [shownFor, setShownFor] = useState(value);
  if (shownFor !== value) {
    // A value set from outside (a reset, the calendar) replaces the text unless the text already means it.
    setShownFor(value);
    if (isoOfGermanDay(text) !== value) setText(shown(value));
  }

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    // Escape closes the calendar only, not a dialog around the field (which listens on the document).
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    window.addEventListener('keydown', closeOnEscape, true);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      window.removeEventListener('keydown', closeOnEscape, true);
    };
  }, [open]);

  const type = (typed: string) => {
    setText(typed);
    if (typed.trim() === '') onChange('');
    const iso = isoOfGermanDay(typed);
    if (iso) onChange(iso);
  };
  const selected = value === '' ? undefined : parseISO(value);
  const bounds = [...(min ? [{ before: parseISO(min) }] : []), ...(max ? [{ after: parseISO(max) }] : [])];

  return (
    <div className="date-field" ref={root}>
      <TextField
        label={label}
        value={text}
        placeholder={t.format}
        inputMode="numeric"
        autoComplete="off"
        isDisabled={isDisabled}
        hasError={Boolean(error)}
        errorMessage={error}
        onChange={(event) => type(event.target.value)}
        onBlur={() => setText(shown(value))}
        data-testid={testId}
        outerEndComponent={
          <Button
            type="button"
            aria-label={`${label}: ${t.openCalendar}`}
            aria-expanded={open}
            aria-haspopup="dialog"
            isDisabled={isDisabled}
            onClick={() => setOpen((shown) => !shown)}
          >
            <Icon name="calendar" size={20} />
          </Button>
        }
      />
      {open && (
        <div className="date-field__popover" role="dialog" aria-label={label}>
          <DayPicker
            mode="single"
            locale={de}
            weekStartsOn={1}
            selected={selected}
            defaultMonth={selected ?? (min ? parseISO(min) : undefined)}
            disabled={bounds}
            onSelect={(day) => {
              if (day) onChange(format(day, 'yyyy-MM-dd'));
              setOpen(false);
            }}
          />
        </div>
      )}
    </div>
  );
};
