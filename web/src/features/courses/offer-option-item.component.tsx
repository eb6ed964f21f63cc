import { Badge, Flex, SwitchField, Text } from '@aws-amplify/ui-react';
import type { CourseSubscribeList, MySubscription } from '@shared/schemas/course.schema.js';
import { courseTexts as t } from '../../i18n/courses.de.js';

interface OfferOptionItemProps {
  option: CourseSubscribeList['offers'][number]['options'][number];
  /** The caller's subscription to this option, if any. */
  choice: MySubscription | undefined;
  withPriority: boolean;
  /** The priority dialog is open for this option. */
  asking: boolean;
  closed: boolean;
  onToggle: (on: boolean) => void;
}

/** One option of an offer: name, notice, places, the caller's priority and the subscribe switch. */
export const OfferOptionItem = ({ option, choice, withPriority, asking, closed, onToggle }: OfferOptionItemProps) => (
  <li className="course-option" data-testid="course-option">
    <Flex direction="column" gap="0">
      <Text fontWeight="bold">{option.displayName}</Text>
      {option.notice && <Text fontSize="small">{option.notice}</Text>}
      <Text fontSize="small">{withPriority ? t.placesPlain(option.groupsize) : t.places(option.taken, option.groupsize)}</Text>
    </Flex>
    <Flex alignItems="center" gap="small" className="course-option__switch">
      {choice?.priority !== undefined && <Badge variation="info">{t.priority(choice.priority)}</Badge>}
      <SwitchField
        label={choice ? t.subscribed : t.subscribe}
        isChecked={Boolean(choice) || asking}
        isDisabled={closed}
        onChange={(event) => onToggle(event.target.checked)}
      />
    </Flex>
  </li>
);
