import { Badge, Text } from '@aws-amplify/ui-react';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import type { Pin } from '@shared/schemas/pin.schema.js';
import { pinTexts as t } from '../../i18n/pins.de.js';
import { germanDay } from '../../lib/german-date.js';
import { plainLine } from '../../lib/markdown-plain.js';
import { PinBody, type PinActions } from './pin-body.component.js';
import { colorOf, cut, TRUNCATE } from './pin-view.model.js';

interface PinCardProps extends PinActions {
  pin: Pin;
  boardNames: ReadonlyMap<string, string>;
  /** A plain click marks the pin read, a click with Ctrl or Cmd unread again. */
  onMark: (unread: boolean) => void;
  /** Named by a link (/pins?pin={id}): opened, marked read and scrolled to when it appears. */
  linked?: boolean;
}

/** One pin: title, unread badge, boards, author and validity, a hint while closed; opening it shows the content and marks it read. */
export const PinCard = ({ pin, boardNames, onMark, linked = false, ...actions }: PinCardProps) => {
  const [open, setOpen] = useState(linked);
  const item = useRef<HTMLLIElement>(null);
  /** How the linked pin was when it appeared: it is marked read once then; later flags are the reader's. */
  const arrival = useRef({ unread: pin.unread, onMark });
  useEffect(() => {
    if (!linked) return;
    item.current?.scrollIntoView({ block: 'start' });
    if (arrival.current.unread) arrival.current.onMark(false);
  }, [linked]);
  const toggle = (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey) {
      if (!pin.unread) onMark(true);
      return;
    }
    setOpen(!open);
    if (pin.unread) onMark(false);
  };
  const boards = pin.pinboardIds.flatMap((id) => boardNames.get(id) ?? []);
  return (
    <li ref={item} className={pin.unread ? 'pin pin--unread' : 'pin'} style={{ borderLeftColor: colorOf(pin.color) }} data-testid="pin">
      <button type="button" className="pin__head" aria-expanded={open} title={t.markUnreadHint} onClick={toggle}>
        <span className="pin__title">{pin.title}</span>
        {pin.unread && (
          <Badge size="small" variation="info" data-testid="pin-unread">
            {t.unread}
          </Badge>
        )}
      </button>
      <Text className="pin__meta">
        {boards.map((name) => cut(name, TRUNCATE.boardName)).join(', ')} · {t.byAuthor(pin.authorName)} ·{' '}
        {t.validity(germanDay(pin.start), germanDay(pin.end))}
      </Text>
      {open ? <PinBody pin={pin} {...actions} /> : <Text className="pin__hint">{cut(plainLine(pin.content), TRUNCATE.hint)}</Text>}
    </li>
  );
};
