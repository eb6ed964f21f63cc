import { Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import type { CourseDate, CourseLeader } from '@shared/schemas/course.schema.js';
import { LoadState } from '../../components/load-state.component.js';
import { PageHeader } from '../../components/page-header.component.js';
import { courseTexts as t } from '../../i18n/courses.de.js';
import { texts } from '../../i18n/texts.de.js';
import { germanDay } from '../../lib/german-date.js';
import { courseDateLines } from './course-dates.model.js';
import { useMyCourses } from './courses.api.js';
import './courses.css';

interface ShownCourse {
  displayName: string;
  subtitle: string;
  color?: string;
  tutors: CourseLeader[];
  dates: CourseDate[];
  period?: { start: string; end: string };
  bring: string;
}

/** A leader by name; one the school knows by short name only is shown as such, not as a bare code. */
const leaderText = (leader: CourseLeader) => ('name' in leader ? leader.name : t.leaderShort(leader.short));

/** One course of 'Meine Kurse': name, subtitle, weekly dates, period, leaders, what to bring and, waiting, its status. */
const MyCourseCard = ({ course, level, testId, status }: { course: ShownCourse; level: 2 | 3; testId: string; status?: string }) => (
  <Card variation="outlined" className="course-offer" data-testid={testId}>
    <Flex direction="column" gap="xs">
      <Heading level={level} fontSize="large" style={{ borderLeft: `6px solid ${course.color ?? '#607d8b'}`, paddingLeft: 8 }}>
        {course.displayName}
      </Heading>
      {course.subtitle && <Text>{course.subtitle}</Text>}
      {courseDateLines(course.dates).map((line) => (
        <Text key={line}>{line}</Text>
      ))}
      {course.period && <Text>{t.period(germanDay(course.period.start), germanDay(course.period.end))}</Text>}
      {course.tutors.length > 0 && <Text fontSize="small">{t.tutors(course.tutors.map(leaderText).join(', '))}</Text>}
      {course.bring && <Text fontSize="small">{t.bring(course.bring)}</Text>}
      {status && (
        <Text fontSize="small" variation="secondary">
          {status}
        </Text>
      )}
    </Flex>
  </Card>
);

/**
 * /mycourses 'Meine Kurse': the student's (or active child's) courses with their weekly dates, period,
 * leaders and 'Mitbringen', then the registrations that wait for the allocation.
 */
export const MyCoursesPage = () => {
  const { data, error } = useMyCourses();
  return (
    <main className="page courses-page" data-testid="my-courses-page">
      <PageHeader back="/" title={texts.titles.mycourses} />
      <LoadState
        data={data}
        error={error}
        look="page"
        empty={{
          when: (mine) => mine.courses.length === 0 && mine.waiting.length === 0,
          text: t.myCoursesEmpty,
          testId: 'my-courses-empty',
        }}
      >
        {(mine) => (
          <>
            {mine.courses.map((course) => (
              <MyCourseCard key={course.groupId} course={course} level={2} testId="my-course" />
            ))}
            {mine.waiting.length > 0 && (
              <section aria-labelledby="my-courses-waiting" className="my-courses__waiting">
                <Heading level={2} id="my-courses-waiting" fontSize="medium">
                  {t.waitingTitle}
                </Heading>
                {mine.waiting.map((registration) => (
                  <MyCourseCard
                    key={`${registration.offerId}/${registration.optionId}`}
                    course={registration}
                    level={3}
                    status={t.waiting(registration.priority)}
                    testId="my-course-waiting"
                  />
                ))}
              </section>
            )}
          </>
        )}
      </LoadState>
    </main>
  );
};
