import { Badge, Button, Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { useState } from 'react';
import type { CourseSubscribeList, MySubscription } from '@shared/schemas/course.schema.js';
import { courseTexts as t } from '../../i18n/courses.de.js';
import { errorText } from '../../i18n/errors.de.js';
import { errorCodeOf } from '../../lib/error-code.js';
import { deadlineText } from './course-dates.model.js';
import { useSubscription } from './courses.api.js';
import { OfferOptionItem } from './offer-option-item.component.js';
import { PriorityDialog } from './priority.dialog.js';

type ListedOffer = CourseSubscribeList['offers'][number];

interface OfferCardProps {
  offer: ListedOffer;
  mine: MySubscription[];
  onInfo: () => void;
  onFailure: (text: string) => void;
}

/** One offer on 'Anmeldung': its options with a switch each; with priorities, subscribing asks for one. */
export const OfferCard = ({ offer, mine, onInfo, onFailure }: OfferCardProps) => {
  const save = useSubscription();
  const [asking, setAsking] = useState<string | null>(null);
  const withPriority = offer.usePriority && offer.choosable > 1;
  const run = async (optionId: string, subscribe: boolean, priority?: number) => {
    try {
      await save(offer.id, optionId, subscribe, priority);
    } catch (error) {
      const code = errorCodeOf(error);
      onFailure(code === 'course-max-options' ? t.maxOptions(offer.choosable) : errorText(code));
    }
  };
  const toggle = (optionId: string, on: boolean) => {
    // The same rule the server checks, before the priority dialog asks for a priority that cannot be given.
    if (on && mine.length >= offer.choosable) onFailure(t.maxOptions(offer.choosable));
    else if (on && withPriority) setAsking(optionId);
    else void run(optionId, on);
  };
  return (
    <Card id={`offer-${offer.id}`} variation="outlined" className="course-offer" data-testid="course-offer">
      <Flex direction="column" gap="small">
        <Flex justifyContent="space-between" alignItems="center" wrap="wrap">
          <Heading level={2} fontSize="large" style={{ borderLeft: `6px solid ${offer.color}`, paddingLeft: 8 }}>
            {offer.displayName}
          </Heading>
          <Button size="small" onClick={onInfo}>
            {t.info}
          </Button>
        </Flex>
        {offer.subtitle && <Text>{offer.subtitle}</Text>}
        {offer.closed ? (
          <Badge variation="warning">{t.closed}</Badge>
        ) : (
          <Text fontSize="small">{t.deadline(deadlineText(offer.deadline))}</Text>
        )}
        {offer.registrationDescription && <Text whiteSpace="pre-wrap">{offer.registrationDescription}</Text>}
        {offer.choosable > 1 && <Text fontSize="small">{t.maxOptions(offer.choosable)}</Text>}
        <ul className="course-offer__options">
          {offer.options.map((option) => (
            <OfferOptionItem
              key={option.id}
              option={option}
              choice={mine.find((item) => item.optionId === option.id)}
              withPriority={withPriority}
              asking={asking === option.id}
              closed={offer.closed}
              onToggle={(on) => toggle(option.id, on)}
            />
          ))}
        </ul>
      </Flex>
      {asking && (
        <PriorityDialog
          max={offer.choosable}
          taken={mine.flatMap((item) => (item.priority === undefined ? [] : [item.priority]))}
          onCancel={() => setAsking(null)}
          onChoose={(priority) => {
            const optionId = asking;
            setAsking(null);
            void run(optionId, true, priority);
          }}
        />
      )}
    </Card>
  );
};
