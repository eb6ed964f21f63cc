import { SelectField, Text } from '@aws-amplify/ui-react';
import { useState } from 'react';
import type { CourseOffer } from '@shared/schemas/course.schema.js';
import { AppDialog } from '../../components/app-dialog.component.js';
import { LoadState } from '../../components/load-state.component.js';
import { courseTexts as t } from '../../i18n/courses.de.js';
import { CourseInfoDialog } from './course-info.dialog.js';
import { useSubscribeList } from './courses.api.js';
import { OfferCard } from './offer-card.component.js';

/** 'Anmeldung' for a student or a guardian's active child: jump select, offers, 'Kursinfo' and 'Anmeldung fehlgeschlagen'. */
export const StudentOffers = () => {
  const { data, error } = useSubscribeList();
  const [info, setInfo] = useState<CourseOffer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <>
      <LoadState
        data={data}
        error={error}
        look="page"
        empty={{ when: (list) => list.offers.length === 0, text: t.empty, testId: 'courses-empty' }}
      >
        {(list) => (
          <>
            <SelectField
              label={t.jumpTo}
              labelHidden
              placeholder={t.jumpTo}
              value=""
              onChange={(event) => document.getElementById(`offer-${event.target.value}`)?.scrollIntoView({ behavior: 'smooth' })}
            >
              {list.offers.map((offer) => (
                <option key={offer.id} value={offer.id}>
                  {offer.displayName}
                </option>
              ))}
            </SelectField>
            {list.offers.map((offer) => (
              <OfferCard
                key={offer.id}
                offer={offer}
                mine={list.subscriptions.filter((item) => item.offerId === offer.id)}
                onInfo={() => setInfo(offer)}
                onFailure={setFailure}
              />
            ))}
          </>
        )}
      </LoadState>
      <CourseInfoDialog offer={info} onClose={() => setInfo(null)} />
      <AppDialog
        open={failure !== null}
        onOpenChange={(open) => !open && setFailure(null)}
        title={t.failed}
        width="confirm"
        testId="course-failure"
      >
        <Text>{failure}</Text>
      </AppDialog>
    </>
  );
};
