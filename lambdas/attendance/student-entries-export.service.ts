import { absenceEntity } from './absence.entity.js';
import { daynoticeEntity } from './daynotice.entity.js';

/**
 * The class register entries about a student for the Art. 15 export (index byStudent, every school
 * year): absences (with the guardians' sick notes) stored once per day they cover, merged back into
 * one entry per absence, and the day notes. Who wrote or confirmed them is left out (tutors' data).
 */
export const exportStudentEntries = async (schoolId: string, studentUid: string) => {
  const [{ data: absenceDays }, { data: notes }] = await Promise.all([
    absenceEntity.query.byStudent({ schoolId, studentUid }).go({ pages: 'all' }),
    daynoticeEntity.query.byStudent({ schoolId, studentUid }).go({ pages: 'all' }),
  ]);
  const absences = new Map(
    absenceDays.map(
      ({ schoolYearId, absenceId, start, end, starttime, endtime, holeDay, reason, notice, reportedByGuardian, confirmedByUid }) => [
        absenceId,
        {
          schoolYearId,
          absenceId,
          start,
          end,
          starttime,
          endtime,
          holeDay,
          reason,
          notice,
          sickNote: Boolean(reportedByGuardian),
          confirmed: Boolean(confirmedByUid),
        },
      ],
    ),
  );
  return {
    absences: [...absences.values()],
    dayNotes: notes.map(({ schoolYearId, daynoticeId, day, endtime, title, content }) => ({
      schoolYearId,
      daynoticeId,
      day,
      endtime,
      title,
      content,
    })),
  };
};
