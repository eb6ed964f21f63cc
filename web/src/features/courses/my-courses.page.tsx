import { Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { LoadState } from '../../components/load-state.component.js';
import { PageHeader } from '../../components/page-header.component.js';
import { courseTexts as t } from '../../i18n/courses.de.js';
import { texts } from '../../i18n/texts.de.js';
import { courseDateLines } from './course-dates.js';
import { useMyCourses } from './courses.api.js';
import './courses.css';

/** /mycourses 'Meine Kurse': the student's (or active child's) courses with their weekly dates and tutors. */
export const MyCoursesPage = () => {
  const { data, error } = useMyCourses();
  return (
    <main className="page courses-page" data-testid="my-courses-page">
      <PageHeader back="/" title={texts.titles.mycourses} />
      <LoadState
        data={data}
        error={error}
        look="page"
        empty={{ when: (mine) => mine.courses.length === 0, text: t.myCoursesEmpty, testId: 'my-courses-empty' }}
      >
        {(mine) =>
          mine.courses.map((course) => (
            <Card key={course.groupId} variation="outlined" className="course-offer" data-testid="my-course">
              <Flex direction="column" gap="xs">
                <Heading level={2} fontSize="large" style={{ borderLeft: `6px solid ${course.color ?? '#607d8b'}`, paddingLeft: 8 }}>
                  {course.displayName}
                </Heading>
                {course.subtitle && <Text>{course.subtitle}</Text>}
                {courseDateLines(course.dates).map((line) => (
                  <Text key={line}>{line}</Text>
                ))}
                {course.tutors.length > 0 && <Text fontSize="small">{t.tutors(course.tutors.join(', '))}</Text>}
              </Flex>
            </Card>
          ))
        }
      </LoadState>
    </main>
  );
};
