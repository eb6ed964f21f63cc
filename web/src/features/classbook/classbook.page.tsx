import { useParams } from 'react-router';
import { eventCollectionSchema } from '@shared/schemas/timetable.schema.js';
import { LoadState } from '../../components/load-state.component.js';
import { PageHeader } from '../../components/page-header.component.js';
import { texts } from '../../i18n/texts.de.js';
import { useEventDetail } from '../event-detail/index.js';
import { useLessonRegister } from './classbook.api.js';
import { LessonRegisterView } from './lesson-register.component.js';
import './classbook.css';

/** /eventDetail/{collectionName}/{id}/classbook (tutors): 'Tagebuch' of one event. */
export const ClassbookPage = () => {
  const { collectionName, id = '' } = useParams();
  const collection = eventCollectionSchema.safeParse(collectionName);
  const known = collection.success ? collection.data : null;
  const detail = useEventDetail(known, id);
  const register = useLessonRegister(known, id);
  const data = detail.data && register.data ? { event: detail.data, register: register.data } : undefined;
  return (
    <main className="page classbook" data-testid="classbook-page">
      <PageHeader back={`/eventDetail/${collectionName ?? ''}/${encodeURIComponent(id)}`} title={texts.titles.classbook} />
      <LoadState look="page" data={data} error={known ? (detail.error ?? register.error) : { code: 'not-found' }}>
        {({ event, register: loaded }) => (
          <LessonRegisterView
            event={event}
            register={loaded}
            save={register.save}
            enterAbsence={async (body) => {
              await register.enterAbsence(body);
              await detail.mutate();
            }}
            writeDaynotice={async (body) => {
              await register.writeDaynotice(body);
              await detail.mutate();
            }}
          />
        )}
      </LoadState>
    </main>
  );
};
