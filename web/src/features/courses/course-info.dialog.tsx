import { Heading, Text } from '@aws-amplify/ui-react';
import type { CourseOffer } from '@shared/schemas/course.schema.js';
import { AppDialog } from '../../components/app-dialog.component.js';
import { courseTexts as t } from '../../i18n/courses.de.js';
import { courseDateLines } from './course-dates.model.js';

/** 'Kursinfo': the offer's description and the course dates (of the offer, or per option) with day and time. */
export const CourseInfoDialog = ({ offer, onClose }: { offer: CourseOffer | null; onClose: () => void }) => (
  <AppDialog open={offer !== null} onOpenChange={(open) => !open && onClose()} title={t.info} testId="course-info">
    {offer && (
      <>
        <Heading level={3} fontSize="large">
          {offer.displayName}
        </Heading>
        {offer.subtitle && <Text>{offer.subtitle}</Text>}
        <Text whiteSpace="pre-wrap">{offer.description}</Text>
        {offer.bring && <Text>{t.bring(offer.bring)}</Text>}
        <Heading level={4} fontSize="medium">
          {t.dates}
        </Heading>
        {offer.options.map((option) => (
          <Text key={option.id}>
            <strong>{option.displayName}</strong>: {courseDateLines(option.dates).join('; ') || t.noDates}
          </Text>
        ))}
      </>
    )}
  </AppDialog>
);
