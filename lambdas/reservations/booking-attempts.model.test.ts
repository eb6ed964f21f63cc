import { describe, expect, it } from 'vitest';
import { AppError } from '../_lib/app-error.js';
import { attemptBooking, type LedgerRead } from './booking-attempts.model.js';

const range = { starttime: '08:00', endtime: '09:00' };
const device = (resourceId: string) => ({ resourceId, resourceName: `Laptop ${resourceId}` });
const ledger = (resourceId: string, bookings: LedgerRead['bookings'] = []): LedgerRead => ({ item: device(resourceId), bookings });

/** A run of `attemptBooking` whose reads answer `reads` in turn (the last one from then on) and whose writes answer `writes` in turn. */
const run = (reads: (LedgerRead[] | null)[], writes: (string | null)[]) => {
  const calls = { reads: 0, writes: 0, pauses: 0 };
  const booking = attemptBooking({
    range,
    maxAttempts: 3,
    read: () => Promise.resolve(reads[Math.min(calls.reads++, reads.length - 1)] ?? null),
    write: () => Promise.resolve(writes[calls.writes++] ?? null),
    pause: () => {
      calls.pauses += 1;
      return Promise.resolve();
    },
  });
  return { booking, calls };
};

const errorOf = async (promise: Promise<unknown>) => {
  const error: unknown = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
};

describe('attemptBooking', () => {
  it('writes when no ledger holds an overlapping range; touching ends are free', async () => {
    const { booking, calls } = run([[ledger('1', [{ starttime: '07:00', endtime: '08:00' }]), ledger('2')]], ['booked']);
    expect(await booking).toBe('booked');
    expect(calls).toEqual({ reads: 1, writes: 1, pauses: 0 });
  });

  it('refuses an overlap without writing, naming the devices', async () => {
    const { booking, calls } = run([[ledger('1'), ledger('2', [{ starttime: '08:55', endtime: '10:00' }])]], []);
    const error = await errorOf(booking);
    expect(error.code).toBe('reservation-collision');
    expect(error.fields).toEqual({ '2': 'Laptop 2' });
    expect(calls.writes).toBe(0);
  });

  it('reads again after a lost race and learns the collision of the winner', async () => {
    const { booking, calls } = run([[ledger('1')], [ledger('1', [{ starttime: '08:30', endtime: '09:30' }])]], [null]);
    expect((await errorOf(booking)).fields).toEqual({ '1': 'Laptop 1' });
    expect(calls).toEqual({ reads: 2, writes: 1, pauses: 1 });
  });

  it('answers the collision, not a conflict, when every attempt lost and an overlapping booking is stored by now', async () => {
    const winner = { starttime: '08:30', endtime: '09:30' };
    const { booking, calls } = run(
      [
        [ledger('1'), ledger('2')],
        [ledger('1'), ledger('2')],
        [ledger('1'), ledger('2')],
        [ledger('1', [winner]), ledger('2', [winner])],
      ],
      [null, null, null],
    );
    const error = await errorOf(booking);
    expect(error.code).toBe('reservation-collision');
    expect(error.fields).toEqual({ '1': 'Laptop 1', '2': 'Laptop 2' });
    expect(calls).toEqual({ reads: 4, writes: 3, pauses: 3 });
  });

  it('answers a conflict when every attempt lost to bookings that do not overlap, or the ledgers could not be read', async () => {
    const notOverlapping = run([[ledger('1', [{ starttime: '09:00', endtime: '10:00' }])]], [null, null, null]);
    expect((await errorOf(notOverlapping.booking)).code).toBe('conflict');
    expect(notOverlapping.calls).toEqual({ reads: 4, writes: 3, pauses: 3 });
    const unread = run([null], []);
    expect((await errorOf(unread.booking)).code).toBe('conflict');
    expect(unread.calls).toEqual({ reads: 4, writes: 0, pauses: 3 });
  });
});
