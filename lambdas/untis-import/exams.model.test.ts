import { describe, expect, it } from 'vitest';
import { planSampleExport } from '../../tests/fixtures/untis/sample-plan.js';

/** An exam Untis writes into GPU014 (type E): Biology of 10a on Thursday, 3rd period. */
const EXAM_ROW = '9030;"20260312";3;;4740;"SCH";"SCH";"BIO";;;;"R104";"R104";;"10a";;"Test Genetik";0;"10a";"E";202603100800;" "\r\n';

const { model, plan } = planSampleExport(EXAM_ROW);
const exams = plan.lessons.filter((lesson) => lesson.kind === 'examDate');

describe('exams (GPU017, GPU014 type E)', () => {
  it('plans an exam for the classes of its lesson numbers, over its periods, supervisors and teachers as tutors', () => {
    const { lessonDateId, subject, ...exam } = exams.find((item) => item.day === '2026-03-10') ?? {};
    expect(lessonDateId).toMatch(/^untis-2026-03-10-[0-9a-f]{10}$/);
    expect(subject?.subjectId).toBe('s-D');
    expect(exam).toEqual({
      kind: 'examDate',
      day: '2026-03-10',
      starttime: '08:35',
      endtime: '10:25',
      displayName: 'Deutsch 5b',
      blockId: 'b2',
      rooms: [{ roomId: 'r-R012', name: 'R012' }],
      tutors: [
        { uid: 'u-mus', short: 'MUS' },
        { uid: 'u-wei', short: 'WEI' },
      ],
      groups: [{ groupId: 'g-5b', displayName: '5b' }],
      notice: 'D-KA2: Erörterung, Wörterbuch erlaubt',
      changes: [],
    });
  });

  it('reads course names as their subject and per-period supervisors once each', () => {
    const q1 = exams.find((exam) => exam.day === '2026-03-09');
    expect(q1).toMatchObject({ displayName: 'Mathematik Q1', starttime: '09:40', endtime: '11:15', groups: [{ displayName: 'Q1' }] });
    expect(q1?.tutors?.map((tutor) => tutor.short)).toEqual(['MÜL', 'SCH']);
    expect(q1?.rooms?.map((room) => room.name)).toEqual(['R104', 'Aula']);
  });

  it('turns a GPU014 row of type E into an exam, not a change of the lesson', () => {
    expect(exams.find((exam) => exam.day === '2026-03-12')).toMatchObject({
      starttime: '09:40',
      endtime: '10:25',
      groups: [{ displayName: '10a' }],
      notice: 'BIO: Test Genetik',
    });
    expect(model.changes).toEqual([]);
  });

  it('gives each exam the same id on every import of the same export', () => {
    expect(
      planSampleExport(EXAM_ROW)
        .plan.lessons.filter((lesson) => lesson.kind === 'examDate')
        .map((exam) => exam.lessonDateId),
    ).toEqual(exams.map((exam) => exam.lessonDateId));
    expect(exams).toHaveLength(4);
  });
});
