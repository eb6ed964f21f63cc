import { berlinClock } from '../../shared/today.js';

/** The school day a moment falls on: pins are valid and stacked by days in Europe/Berlin, not by UTC dates. */
export const pinDayAt = (now: Date) => berlinClock(now).day;

/** Current means start ≤ today ≤ end (days in Europe/Berlin); the board check is the placement itself. */
export const isCurrent = (pin: { start: string; end: string }, today: string) => pin.start <= today && today <= pin.end;

/** The current pins on the subject's boards, in the order given (the index's: newest first). */
export const currentOnBoards = <Pin extends { start: string; end: string; pinboardIds: string[] }>(
  { pins, boardIds }: { pins: Pin[]; boardIds: ReadonlySet<string> },
  today = pinDayAt(new Date()),
) => pins.filter((pin) => isCurrent(pin, today) && pin.pinboardIds.some((id) => boardIds.has(id)));

interface StackSource {
  title: string;
  content: string;
  colorName: string;
}

/** 'Ablegen': the personal copy of a pin, started on the Berlin day of the click, with the pin's title, content and colour only. */
export const stackedCopyOf = <Source extends StackSource>(
  pin: Source,
  now: Date,
): Pick<Source, keyof StackSource> & { stackedOn: string } => ({
  stackedOn: pinDayAt(now),
  title: pin.title,
  content: pin.content,
  colorName: pin.colorName,
});
