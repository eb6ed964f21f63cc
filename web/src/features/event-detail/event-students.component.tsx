import { Flex, Heading, Text } from '@aws-amplify/ui-react';
import { useState } from 'react';
import type { AttendanceMark } from '@shared/classbook-rules.js';
import type { EventStudent } from '@shared/schemas/timetable.schema.js';
import { SexChip } from '../../components/sex-chip.component.js';
import { eventDetailTexts as t } from '../../i18n/event-detail.de.js';
import { sortStudents, splitStudents, type StudentOrder } from './event-students.model.js';
import { MarkedStudents } from './marked-students.component.js';
import { StudentSortMenu } from './student-sort-menu.component.js';

/**
 * The event's students: for tutors first the absent ones, those with day notes, those moved in
 * ('zugeteilt') and those moved out ('abgeteilt', by name), each section with its count, then
 * 'SchülerInnen' without the absent ones, with a sort menu (by class or by name) and a sex chip
 * per student.
 */
export const EventStudents = ({
  students: all,
  movedOut = [],
  marks = [],
}: {
  students: EventStudent[];
  movedOut?: EventStudent[];
  marks?: AttendanceMark[];
}) => {
  const [order, setOrder] = useState<StudentOrder>('group');
  const { absent, withNotes, others: students } = splitStudents(all, marks);
  const unmarked = (list: EventStudent[]) => list.map((student) => ({ ...student, texts: [] }));
  const sorted = sortStudents(students, order);
  return (
    <>
      <MarkedStudents id="event-detail-absent" title={t.absent} students={absent} />
      <MarkedStudents id="event-detail-notes" title={t.withNotes} students={withNotes} />
      <MarkedStudents id="event-detail-moved-in" title={t.movedIn} students={unmarked(all.filter((student) => student.allocating))} />
      <MarkedStudents id="event-detail-moved-out" title={t.movedOut} students={unmarked(movedOut)} />
      <section className="event-detail__section" aria-labelledby="event-detail-students">
        <Flex alignItems="center" justifyContent="space-between" gap="small">
          <Heading level={2} fontSize="large" id="event-detail-students" className="event-detail__students-title">
            {t.students} ({students.length})
          </Heading>
          <StudentSortMenu order={order} onChange={setOrder} />
        </Flex>
        {sorted.length === 0 ? (
          <Text className="event-detail__empty">{t.noStudents}</Text>
        ) : (
          <ul className="event-detail__list" data-testid="event-students">
            {sorted.map((student) => (
              <li key={student.uid} className="event-detail__student" data-testid="event-student">
                <span className="event-detail__name">{student.displayName}</span>
                <span className="event-detail__group">{student.group}</span>
                {student.allocating && <span className="event-detail__allocating">{t.allocating}</span>}
                {student.sex && <SexChip sex={student.sex} />}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
};
