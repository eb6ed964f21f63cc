import { useLocation, useNavigate, useParams } from 'react-router';
import { eventCollectionSchema } from '@shared/schemas/timetable.schema.js';
import { LoadState } from '../../components/load-state.component.js';
import { PageHeader } from '../../components/page-header.component.js';
import { texts } from '../../i18n/texts.de.js';
import { EventDetailBody } from './event-detail-body.component.js';
import { useEventDetail } from './event-detail.api.js';
import './event-detail.css';

/** /eventDetail/{collectionName}/{id} (tutors): 'Details' of a dated event with changes, tutors, rooms and students. */
export const EventDetailPage = () => {
  const { collectionName, id = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const collection = eventCollectionSchema.safeParse(collectionName);
  const { data, error } = useEventDetail(collection.success ? collection.data : null, id);
  const back = () => void (location.key === 'default' ? navigate('/weekplan') : navigate(-1));

  return (
    <main className="page page--narrow event-detail" data-testid="event-detail-page">
      <PageHeader back={back} title={texts.titles.eventDetail} />
      <LoadState look="page" data={data} error={collection.success ? error : { code: 'not-found' }}>
        {(event) => <EventDetailBody event={event} />}
      </LoadState>
    </main>
  );
};
