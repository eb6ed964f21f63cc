import { format, parseISO } from 'date-fns';
import { DayPicker } from 'react-day-picker';
import { de } from 'react-day-picker/locale';

interface DatePopoverProps {
  label: string;
  /** The chosen day (`yyyy-MM-dd`), or '' for none. */
  value: string;
  min?: string;
  max?: string;
  /** The picked day (`yyyy-MM-dd`), or undefined when the chosen day was clicked again. */
  onPick: (day: string | undefined) => void;
}

/** The Monday-first calendar below a date field; days outside `min`..`max` cannot be picked. */
export const DatePopover = ({ label, value, min, max, onPick }: DatePopoverProps) => {
  const selected = value === '' ? undefined : parseISO(value);
  const bounds = [...(min ? [{ before: parseISO(min) }] : []), ...(max ? [{ after: parseISO(max) }] : [])];
  return (
    <div className="date-field__popover" role="dialog" aria-label={label}>
      <DayPicker
        mode="single"
        locale={de}
        weekStartsOn={1}
        selected={selected}
        defaultMonth={selected ?? (min ? parseISO(min) : undefined)}
        disabled={bounds}
        onSelect={(day) => onPick(day && format(day, 'yyyy-MM-dd'))}
      />
    </div>
  );
};
