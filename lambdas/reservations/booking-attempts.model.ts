import { firstOverlap, type TimeRange } from '../../shared/reservations/reservation-rules.js';
import { AppError } from '../_lib/app-error.js';

/** A booked device's ledger of the day as read: the device (id and name) and the ranges booked on it. */
export interface LedgerRead {
  item: { resourceId: string; resourceName: string };
  bookings: readonly TimeRange[];
}

export interface BookingAttempts<L extends LedgerRead, R> {
  /** The wanted range of the day. */
  range: TimeRange;
  maxAttempts: number;
  /** Reads the ledgers of the booked devices as one snapshot; null when that read did not succeed (a write in progress). */
  read: () => Promise<L[] | null>;
  /** Writes the booking on the condition that every ledger is still the version read; null when a concurrent write came first. */
  write: (ledgers: L[]) => Promise<R | null>;
  /** Waits before the next attempt. */
  pause: (attempt: number) => Promise<unknown>;
}

/** 'reservation-collision' naming the devices (id: name) whose ledgers hold a range the wanted one overlaps, or null. */
const collisionOf = (range: TimeRange, ledgers: readonly LedgerRead[]) => {
  const collided = ledgers.filter((ledger) => firstOverlap(range, ledger.bookings));
  return collided.length === 0
    ? null
    : new AppError('reservation-collision', Object.fromEntries(collided.map(({ item }) => [item.resourceId, item.resourceName])));
};

/**
 * Books against the device ledgers: read them, refuse with the collision when the range overlaps one
 * of them, else write on the condition that none changed since; a concurrent write in between means
 * reading again. When every attempt lost a race, the ledgers are read once more: if a booking that
 * overlaps is stored by now, that is the reason and the answer is the collision naming its devices;
 * only otherwise (every race lost to bookings that do not overlap) the answer is 'conflict'.
 */
export const attemptBooking = async <L extends LedgerRead, R>({
  range,
  maxAttempts,
  read,
  write,
  pause,
}: BookingAttempts<L, R>): Promise<R> => {
  for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
    const ledgers = await read();
    if (ledgers) {
      const collision = collisionOf(range, ledgers);
      if (collision) throw collision;
      const written = await write(ledgers);
      if (written !== null) return written;
    }
    await pause(attempt);
  }
  const ledgers = await read();
  throw (ledgers && collisionOf(range, ledgers)) ?? new AppError('conflict');
};
