import { Heading } from '@aws-amplify/ui-react';
import type { MarkedStudent } from './event-students.model.js';

/** A section of marked students (absent, with notes) with its count; nothing when empty. */
export const MarkedStudents = ({ id, title, students }: { id: string; title: string; students: MarkedStudent[] }) =>
  students.length === 0 ? null : (
    <section className="event-detail__section" aria-labelledby={id} data-testid={id}>
      <Heading level={2} fontSize="large" id={id}>
        {title} ({students.length})
      </Heading>
      <ul className="event-detail__list">
        {students.map((student) => (
          <li key={student.uid} className="event-detail__student">
            <span className="event-detail__name">{student.displayName}</span>
            <span className="event-detail__group">{student.group}</span>
            <span className="event-detail__mark">{student.texts.join(', ')}</span>
          </li>
        ))}
      </ul>
    </section>
  );
