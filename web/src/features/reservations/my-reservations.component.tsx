import { Button, Heading, Text } from '@aws-amplify/ui-react';
import { useState } from 'react';
import type { Reservation } from '@shared/schemas/reservation.schema.js';
import { LoadState } from '../../components/load-state.component.js';
import { reservationTexts as t } from '../../i18n/reservations.de.js';
import { ConfirmDeleteDialog } from './confirm-delete.dialog.js';
import { bookingDays, dayLabel } from './reservation-days.model.js';
import { useDeleteReservation, useMyReservations } from './reservations.api.js';

/** 'Reservierte Geräte': the caller's bookings by day and reservation group; each device can be deleted. */
export const MyReservations = ({ onBook }: { onBook: () => void }) => {
  const { data, error } = useMyReservations();
  const [deleting, setDeleting] = useState<Reservation | null>(null);
  const remove = useDeleteReservation();
  return (
    <div className="my-reservations" data-testid="my-reservations">
      <LoadState data={data} error={error} look="section">
        {({ reservations }) =>
          reservations.length === 0 ? (
            <div className="my-reservations__empty">
              <Text data-testid="my-reservations-empty">{t.empty}</Text>
              <Button size="small" onClick={onBook}>
                {t.toBooking}
              </Button>
            </div>
          ) : (
            bookingDays(reservations).map(({ day, groups }) => (
              <section key={day} aria-label={dayLabel(day)} className="my-reservations__day">
                <Heading level={3} fontSize="medium">
                  {dayLabel(day)}
                </Heading>
                {groups.map((group) => (
                  <div key={group.key} className="reservation-group" data-testid="reservation-group">
                    <Text fontWeight="bold">{t.time(group.starttime, group.endtime)}</Text>
                    {group.description && <Text className="reservation-group__description">{group.description}</Text>}
                    <ul>
                      {group.items.map((item) => (
                        <li key={item.id} data-testid="my-reservation">
                          <span>{item.resourceName}</span>
                          <Button
                            size="small"
                            variation="link"
                            aria-label={t.deleteReservation(item.resourceName)}
                            onClick={() => setDeleting(item)}
                          >
                            {t.remove}
                          </Button>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </section>
            ))
          )
        }
      </LoadState>
      {deleting && <ConfirmDeleteDialog onConfirm={() => remove(deleting.day, deleting.id)} onClose={() => setDeleting(null)} />}
    </div>
  );
};
