import type { EventDetail } from '@shared/schemas/timetable.schema.js';
import { eventDetailTexts as t } from '../../i18n/event-detail.de.js';
import { eventChangeLines } from './event-change-lines.model.js';
import { EventDetailSection } from './event-detail-section.component.js';
import { EventStudents } from './event-students.component.js';
import { EventSummary } from './event-summary.component.js';

/** The event's summary, its changes, tutors, rooms and students. */
export const EventDetailBody = ({ event }: { event: EventDetail }) => (
  <>
    <EventSummary event={event} />
    <EventDetailSection id="event-detail-changes" title={t.changes} items={eventChangeLines(event)} empty={t.noChanges} />
    <EventDetailSection id="event-detail-tutors" title={t.tutors} items={event.tutors.map((tutor) => tutor.short)} empty={t.none} />
    <EventDetailSection id="event-detail-rooms" title={t.rooms} items={event.rooms.map((room) => room.name)} empty={t.none} />
    <EventStudents students={event.students} movedOut={event.movedOut} marks={event.marks} />
  </>
);
