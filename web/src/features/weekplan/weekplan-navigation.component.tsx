import { Button, Flex, Text } from '@aws-amplify/ui-react';
import { format, parseISO } from 'date-fns';
import { de } from 'date-fns/locale';
import { addDays, isoWeek } from '@shared/week.js';
import { weekplanTexts } from '../../i18n/weekplan.de.js';

/** Monday to Friday. */
export const WEEK_DAYS = 5;

const weekLabel = (monday: string) => {
  const friday = addDays(monday, WEEK_DAYS - 1);
  return `${weekplanTexts.week(isoWeek(monday).week)} · ${format(parseISO(monday), 'dd.MM.')} – ${format(parseISO(friday), 'dd.MM.yyyy')}`;
};
const dayLabel = (day: string) => format(parseISO(day), 'EEEE, dd.MM.yyyy', { locale: de });

interface WeekplanNavigationProps {
  /** The week (wide screens) or the one day (phones). */
  wide: boolean;
  monday: string;
  day: string;
  onPrevious: () => void;
  onNext: () => void;
}

/** ‹ and › around the shown week ('KW 12 · 16.03. – 20.03.2026') or day ('Montag, 16.03.2026'). */
export const WeekplanNavigation = ({ wide, monday, day, onPrevious, onNext }: WeekplanNavigationProps) => (
  <Flex className="weekplan__nav" alignItems="center" justifyContent="space-between" gap="small">
    <Button size="small" onClick={onPrevious} aria-label={wide ? weekplanTexts.previousWeek : weekplanTexts.previousDay}>
      <span aria-hidden="true">‹</span>
    </Button>
    <Text as="p" className="weekplan__range" aria-live="polite" data-testid="weekplan-range">
      {wide ? weekLabel(monday) : dayLabel(day)}
    </Text>
    <Button size="small" onClick={onNext} aria-label={wide ? weekplanTexts.nextWeek : weekplanTexts.nextDay}>
      <span aria-hidden="true">›</span>
    </Button>
  </Flex>
);
