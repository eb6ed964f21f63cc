import type { EventDetail } from '@shared/schemas/timetable.schema.js';
import { eventDetailTexts } from '../../i18n/event-detail.de.js';
import { weekplanTexts } from '../../i18n/weekplan.de.js';

const changeLine = (change: EventDetail['changes'][number]) =>
  [
    weekplanTexts.changes[change.type],
    change.text,
    change.tutors?.map((tutor) => tutor.short).join(', '),
    change.rooms?.map((room) => room.name).join(', '),
    !change.visibleForStudent && !change.visibleForGuardian ? `(${eventDetailTexts.tutorsOnly})` : undefined,
  ]
    .filter(Boolean)
    .join(' · ');

const studentChangeLine = (change: EventDetail['studentChanges'][number]) =>
  [weekplanTexts.studentChanges[change.type](change.studentUids.length), change.text].filter(Boolean).join(' · ');

/** The event's changes, then its student changes, one line each. */
export const eventChangeLines = (event: EventDetail) => [...event.changes.map(changeLine), ...event.studentChanges.map(studentChangeLine)];
