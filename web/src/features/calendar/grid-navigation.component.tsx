import { Button, Flex, Text } from '@aws-amplify/ui-react';
import { Icon } from '../../components/icon.component.js';
import { calendarTexts as t } from '../../i18n/calendar.de.js';
import { gridLabel, stepFocus, type GridView } from './calendar-view.model.js';

interface GridNavigationProps {
  view: GridView;
  /** The day in focus (YYYY-MM-DD): the grid shows its month or week. */
  focus: string;
  /** The first and last day the page holds: ‹ and › stop there. */
  range: { from: string; to: string };
  onFocus: (day: string) => void;
  /** 'Heute' beside the arrows: wide screens (small ones have it in their toolbar). */
  onToday?: () => void;
}

/** ‹ and › around the shown month ('November 2026') or week ('KW 48 · 23.11. – 29.11.2026'), and 'Heute'. */
export const GridNavigation = ({ view, focus, range, onFocus, onToday }: GridNavigationProps) => {
  const previous = stepFocus(view, focus, -1, range);
  const next = stepFocus(view, focus, 1, range);
  return (
    <Flex className="calendar-grid-nav" alignItems="center" justifyContent="space-between" gap="xs" data-testid="calendar-grid-nav">
      <Button size="small" aria-label={t.previous[view]} isDisabled={!previous} onClick={() => previous && onFocus(previous)}>
        <span aria-hidden="true">‹</span>
      </Button>
      <Text as="p" className="calendar-grid-nav__label" aria-live="polite" data-testid="calendar-grid-range">
        {gridLabel(view, focus)}
      </Text>
      {onToday && (
        <Button size="small" variation="link" onClick={onToday} gap="xxs">
          <Icon name="today" size={20} />
          {t.today}
        </Button>
      )}
      <Button size="small" aria-label={t.next[view]} isDisabled={!next} onClick={() => next && onFocus(next)}>
        <span aria-hidden="true">›</span>
      </Button>
    </Flex>
  );
};
