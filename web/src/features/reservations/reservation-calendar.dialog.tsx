import type { Reservation } from '@shared/schemas/reservation.schema.js';
import { berlinToday } from '@shared/week.js';
import { AppDialog } from '../../components/app-dialog.component.js';
import { LoadState } from '../../components/load-state.component.js';
import { reservationTexts as t } from '../../i18n/reservations.de.js';
import { calendarDays, calendarSlots, inSlot, shortDayLabel, startsIn } from './reservation-days.model.js';
import { useCalendarReservations } from './reservations.api.js';

const Cell = ({ items, slot }: { items: Reservation[]; slot: { starttime: string; endtime: string } }) => (
  <td className={items.length > 0 ? 'reservation-calendar__busy' : undefined}>
    {items
      .filter((item) => startsIn(item, slot))
      .map((item) => (
        <span key={item.id} className="reservation-calendar__entry">
          {item.resourceName}: {item.tutorName} ({t.time(item.starttime, item.endtime)})
        </span>
      ))}
  </td>
);

/**
 * The calendar dialog (§9): today plus 4 days, Monday to Saturday, 25 half-hour slots from 06:00,
 * showing who booked which device of the searched type.
 */
export const ReservationCalendarDialog = ({ type, onClose }: { type: string; onClose: () => void }) => {
  const today = berlinToday();
  const { data, error } = useCalendarReservations(today);
  const days = calendarDays(today);
  return (
    <AppDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t.calendarTitle}
      description={type}
      width="edit"
      testId="reservation-calendar"
    >
      <LoadState data={data} error={error} look="dialog">
        {({ reservations }) => {
          const ofType = reservations.filter((item) => item.resourceType === type);
          return (
            <div className="reservation-calendar">
              <table>
                <thead>
                  <tr>
                    <th scope="col">{t.calendarTime}</th>
                    {days.map((day) => (
                      <th key={day} scope="col">
                        {shortDayLabel(day)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {calendarSlots().map((slot) => (
                    <tr key={slot.starttime}>
                      <th scope="row">{slot.starttime}</th>
                      {days.map((day) => (
                        <Cell key={day} items={inSlot(ofType, day, slot)} slot={slot} />
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          );
        }}
      </LoadState>
    </AppDialog>
  );
};
