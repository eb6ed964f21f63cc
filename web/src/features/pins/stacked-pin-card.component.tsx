import { Button, Text } from '@aws-amplify/ui-react';
import { useState } from 'react';
import type { StackedPin } from '@shared/schemas/pin.schema.js';
import { MarkdownText } from '../../components/markdown-text.component.js';
import { pinTexts as t } from '../../i18n/pins.de.js';
import { germanDay } from '../../lib/german-date.js';
import { plainLine } from '../../lib/markdown-plain.js';
import { colorOf, cut, TRUNCATE } from './pin-view.model.js';

/** A personal copy in the 'Ablage': title, day it was stacked, the text (cut at 100 until opened) and delete. */
export const StackedPinCard = ({ pin, onDelete }: { pin: StackedPin; onDelete: () => void }) => {
  const [open, setOpen] = useState(false);
  const plain = plainLine(pin.content);
  const openable = plain.length > TRUNCATE.openable;
  return (
    <li className="pin" style={{ borderLeftColor: colorOf(pin.color) }} data-testid="stacked-pin">
      <Text as="h3" className="pin__title">
        {pin.title}
      </Text>
      <Text className="pin__meta">{t.stackedOn(germanDay(pin.stackedOn))}</Text>
      {!pin.content.trim() ? (
        <Text className="pin__content">{t.noInfo}</Text>
      ) : open || !openable ? (
        <MarkdownText text={pin.content} className="pin__content" testId="pin-content" />
      ) : (
        <Text className="pin__content">{cut(plain, TRUNCATE.openable)}</Text>
      )}
      <div className="pin__actions">
        {openable && (
          <Button size="small" variation="link" aria-expanded={open} onClick={() => setOpen(!open)}>
            {open ? t.less : t.more}
          </Button>
        )}
        <Button size="small" variation="warning" onClick={onDelete} data-testid="stacked-pin-delete">
          {t.deleteStacked}
        </Button>
      </div>
    </li>
  );
};
