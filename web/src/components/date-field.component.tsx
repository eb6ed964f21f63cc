import { Button, TextField } from '@aws-amplify/ui-react';
import { useRef, useState } from 'react';
import 'react-day-picker/style.css';
import { dateFieldTexts } from '../i18n/components.de.js';
import { DatePopover } from './date-popover.component.js';
import { Icon } from './icon.component.js';
import { useDayText } from './use-day-text.hook.js';
import { useDismiss } from './use-dismiss.hook.js';
import './date-field.css';

const t = dateFieldTexts;

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
  const { text, type, blur } = useDayText(value, onChange);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  useDismiss(open, root, setOpen);

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
        onBlur={blur}
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
        <DatePopover
          label={label}
          value={value}
          min={min}
          max={max}
          onPick={(day) => {
            if (day) onChange(day);
            setOpen(false);
          }}
        />
      )}
    </div>
  );
};
