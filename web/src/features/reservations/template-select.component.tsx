import { SelectField } from '@aws-amplify/ui-react';
import { reservationTexts as t } from '../../i18n/reservations.de.js';
import { bookingDays, shortDayLabel } from './reservation-days.model.js';
import { useMyReservations } from './reservations.api.js';

/** The caller's own bookings, each group with its day: the templates a new booking may follow. */
export const useBookingTemplates = () => {
  const mine = useMyReservations();
  return bookingDays(mine.data?.reservations ?? []).flatMap(({ day, groups }) => groups.map((group) => ({ ...group, day })));
};
type BookingTemplate = ReturnType<typeof useBookingTemplates>[number];

interface TemplateSelectProps {
  templates: BookingTemplate[];
  /** The chosen template's reservation group; '' for none. */
  value: string;
  chosen: boolean;
  onChange: (reservationGroup: string) => void;
}

/** 'Vorlage': one of the caller's bookings, by day, times, devices and description. */
export const TemplateSelect = ({ templates, value, chosen, onChange }: TemplateSelectProps) => (
  <SelectField
    label={t.template}
    value={value}
    onChange={(event) => onChange(event.target.value)}
    descriptiveText={chosen ? t.templateHint : undefined}
  >
    <option value="">{t.noTemplate}</option>
    {templates.map((group) => (
      <option key={group.key} value={group.reservationGroup}>
        {t.templateOption(
          shortDayLabel(group.day),
          group,
          group.items.map((item) => item.resourceName),
          group.description,
        )}
      </option>
    ))}
  </SelectField>
);
