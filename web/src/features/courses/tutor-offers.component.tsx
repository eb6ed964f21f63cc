import { Badge, Button, Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { useState } from 'react';
import type { CourseOffer } from '@shared/schemas/course.schema.js';
import { LoadState } from '../../components/load-state.component.js';
import { courseTexts as t } from '../../i18n/courses.de.js';
import { useBootstrap } from '../auth/index.js';
import { deadlineText } from './course-dates.model.js';
import { useOfferActions, useTutorOffers } from './courses.api.js';
import { CreateOfferDialog } from './create-offer.dialog.js';
import { Registrations } from './registrations.component.js';

const OfferRow = ({ offer, isAdmin }: { offer: CourseOffer; isAdmin: boolean }) => {
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const act = useOfferActions();
  return (
    <Card variation="outlined" className="course-offer" data-testid="tutor-offer">
      <Flex direction="column" gap="small">
        <Flex justifyContent="space-between" alignItems="center" wrap="wrap">
          <Heading level={2} fontSize="large" style={{ borderLeft: `6px solid ${offer.color}`, paddingLeft: 8 }}>
            {offer.displayName}
          </Heading>
          <Badge variation={offer.approved ? 'success' : 'warning'}>{offer.approved ? t.tutor.approved : t.tutor.notApproved}</Badge>
        </Flex>
        <Text fontSize="small">{t.deadline(deadlineText(offer.deadline))}</Text>
        <Flex gap="small" wrap="wrap">
          <Button size="small" onClick={() => setOpen(!open)} aria-expanded={open}>
            {t.tutor.registrations}
          </Button>
          <Button size="small" onClick={() => setEditing(true)}>
            {t.tutor.editShort}
          </Button>
          {isAdmin && !offer.approved && (
            <Button size="small" onClick={() => void act(offer.id, 'approve')}>
              {t.tutor.approve}
            </Button>
          )}
        </Flex>
        {open && <Registrations offerId={offer.id} />}
      </Flex>
      {editing && <CreateOfferDialog isAdmin={isAdmin} offer={offer} onClose={() => setEditing(false)} />}
    </Card>
  );
};

/** Tutors on /courseSubscribe: their offers (an admin: all) with registrations, and 'Angebot erstellen'. */
export const TutorOffers = () => {
  const { data, error } = useTutorOffers();
  const { user } = useBootstrap();
  const [creating, setCreating] = useState(false);
  return (
    <>
      <Flex justifyContent="space-between" alignItems="center">
        <Heading level={2} fontSize="large">
          {t.tutor.title}
        </Heading>
        <Button variation="primary" onClick={() => setCreating(true)}>
          {t.tutor.create}
        </Button>
      </Flex>
      <LoadState
        data={data}
        error={error}
        look="page"
        empty={{ when: (list) => list.offers.length === 0, text: t.tutor.none, testId: 'tutor-offers-empty' }}
      >
        {(list) => list.offers.map((offer) => <OfferRow key={offer.id} offer={offer} isAdmin={user.isAdmin} />)}
      </LoadState>
      {creating && <CreateOfferDialog isAdmin={user.isAdmin} onClose={() => setCreating(false)} />}
    </>
  );
};
