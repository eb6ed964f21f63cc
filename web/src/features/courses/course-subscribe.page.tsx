import { PageHeader } from '../../components/page-header.component.js';
import { texts } from '../../i18n/texts.de.js';
import { useBootstrap } from '../auth/index.js';
import { StudentOffers } from './student-offers.component.js';
import { TutorOffers } from './tutor-offers.component.js';
import './courses.css';

/** /courseSubscribe 'Anmeldung': students and guardians subscribe; tutors manage their offers here. */
export const CourseSubscribePage = () => {
  const { internalRole } = useBootstrap();
  return (
    <main className="page courses-page" data-testid="course-subscribe-page">
      <PageHeader back="/" title={texts.titles.courseSubscribe} />
      {internalRole === 'tutor' ? <TutorOffers /> : <StudentOffers />}
    </main>
  );
};
