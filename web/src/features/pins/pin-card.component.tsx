import { Badge, Button, Text } from '@aws-amplify/ui-react';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Link } from 'react-router';
import type { Pin } from '../../../../shared/schemas/pin.schema.js';
import { formatFileSize } from '../../../../shared/storage/storage-rules.js';
import { Icon } from '../../components/icon.component.js';
import { MarkdownText } from '../../components/markdown-text.component.js';
import { pinTexts as t } from '../../i18n/pins.de.js';
import { TranslatableText } from '../calendar/index.js';
import { germanDay } from '../../lib/german-date.js';
import { colorOf, cut, plainText, TRUNCATE } from './pin-view.js';
import { downloadPinAttachment } from './pins.api.js';

interface PinCardProps {
  pin: Pin;
  boardNames: ReadonlyMap<string, string>;
  /** A plain click marks the pin read, a click with Ctrl or Cmd unread again. */
  onMark: (unread: boolean) => void;
  onStack: () => void;
  /** The author's pencil and 'Benachrichtigen'; left out for others' pins. */
  onEdit?: () => void;
  onNotify?: () => void;
  /** Named by a link (/pins?pin={id}): opened, marked read and scrolled to when it appears. */
  linked?: boolean;
}

/** The pin's content as markdown with the translation menu, or the spec's text when there is none; its polls and actions. */
const PinBody = ({ pin, onStack, onEdit, onNotify }: Omit<PinCardProps, 'boardNames' | 'onMark' | 'linked'>) => (
  <div className="pin__body">
    {pin.content.trim() ? (
      <TranslatableText text={pin.content}>
        {(shown) => <MarkdownText text={shown} className="pin__content" testId="pin-content" />}
      </TranslatableText>
    ) : (
      <Text className="pin__content">{t.noInfo}</Text>
    )}
    {pin.attachments.length > 0 && (
      <ul className="pin__attachments" aria-label={t.attachments}>
        {pin.attachments.map((attachment) => (
          <li key={attachment.id}>
            <Button
              size="small"
              variation="link"
              gap="xxs"
              aria-label={t.download(attachment.name)}
              onClick={() => void downloadPinAttachment(pin.id, attachment.id)}
              data-testid="pin-attachment"
            >
              <Icon name="folder" size={18} />
              {attachment.name} ({formatFileSize(attachment.fileSize)})
            </Button>
          </li>
        ))}
      </ul>
    )}
    {pin.polls.length > 0 && (
      <ul className="pin__polls" aria-label={t.polls}>
        {pin.polls.map((poll) => (
          <li key={poll.id}>
            <Link to={`/poll/${poll.id}`}>
              <Icon name="poll" size={18} /> {t.openPoll(poll.label)}
            </Link>
          </li>
        ))}
      </ul>
    )}
    <div className="pin__actions">
      <Button size="small" onClick={onStack} data-testid="pin-stack">
        {t.stack}
      </Button>
      {onNotify && (
        <Button size="small" onClick={onNotify} data-testid="pin-notify">
          {t.notify}
        </Button>
      )}
      {onEdit && (
        <Button size="small" gap="xxs" onClick={onEdit} data-testid="pin-edit">
          <Icon name="edit" size={18} />
          {t.edit}
        </Button>
      )}
    </div>
  </div>
);

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
      {open ? <PinBody pin={pin} {...actions} /> : <Text className="pin__hint">{cut(plainText(pin.content), TRUNCATE.hint)}</Text>}
    </li>
  );
};
